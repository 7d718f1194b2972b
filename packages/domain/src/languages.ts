/** ISO 639-1 codes to English names, for original-language labels. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'Arabic', bn: 'Bengali', ca: 'Catalan', cn: 'Cantonese', cs: 'Czech', da: 'Danish', de: 'German',
  el: 'Greek', en: 'English', es: 'Spanish', et: 'Estonian', fa: 'Persian', fi: 'Finnish', fr: 'French',
  he: 'Hebrew', hi: 'Hindi', hr: 'Croatian', hu: 'Hungarian', id: 'Indonesian', is: 'Icelandic',
  it: 'Italian', ja: 'Japanese', kn: 'Kannada', ko: 'Korean', lt: 'Lithuanian', lv: 'Latvian',
  ml: 'Malayalam', mr: 'Marathi', ms: 'Malay', nb: 'Norwegian Bokmål', nl: 'Dutch', no: 'Norwegian',
  pa: 'Punjabi', pl: 'Polish', pt: 'Portuguese', ro: 'Romanian', ru: 'Russian', sk: 'Slovak',
  sl: 'Slovenian', sr: 'Serbian', sv: 'Swedish', ta: 'Tamil', te: 'Telugu', th: 'Thai', tl: 'Tagalog',
  tr: 'Turkish', uk: 'Ukrainian', ur: 'Urdu', vi: 'Vietnamese', xx: 'No Language', zh: 'Mandarin',
};

/** The English name of a language code, or the code itself when unknown. */
export function languageName(code: string | null | undefined): string {
  if (!code) return 'Unknown';
  return LANGUAGE_NAMES[code.toLowerCase()] ?? code;
}
