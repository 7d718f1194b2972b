import {
  CAPTION_OFFSET_MAX_S,
  CAPTION_OFFSET_PRECISION_S,
  CAPTION_SIZE_MAX,
  CAPTION_SIZE_MIN,
  CAPTION_SIZE_STEP,
} from '../constants.ts';
import type { TSettings } from '../settings.ts';
import {
  captionBackgroundOf,
  captionColorOf,
  captionEdgeOf,
  captionPositionOf,
  type TCaptionBackgroundId,
  type TCaptionColorId,
  type TCaptionEdgeId,
  type TCaptionPositionId,
} from './caption-style.ts';

// Lines that advertise subtitle sites or their uploaders rather than speak for the film (promo
// strings; these are the usual ones). Compared in lower case.
const PROMO_STRINGS = [
  'opensubtitles',
  'subscene',
  'addic7ed',
  'podnapisi',
  'yts.',
  'yify',
  'subtitles by',
  'synced and corrected',
  'support us and become vip',
  'advertise your product or brand',
];

/** Whether a caption's text is an advertisement that is hidden. */
export function isPromoCaption(text: string): boolean {
  const lower = text.toLowerCase();
  return PROMO_STRINGS.some((promo) => lower.includes(promo));
}

/** The player settings object, persisted on this device. */
export interface TPlayerSettings {
  /** Whether captions are shown. */
  visible: boolean;
  /** Caption size as a share of the default (0.5 to 3). */
  fontSizeScale: number;
  /** The box behind the text (caption-style.ts). */
  backgroundColor: TCaptionBackgroundId;
  textColor: TCaptionColorId;
  /** The letters' outline or shadow. */
  edge: TCaptionEdgeId;
  /** Where captions sit on the picture. */
  position: TCaptionPositionId;
  /** Seconds captions are shown later (negative: earlier). */
  delay: number;
  /** Whether each caption is read out by screen readers (a polite live region). */
  announce: boolean;
}

export const DEFAULT_PLAYER_SETTINGS: TPlayerSettings = {
  visible: false,
  fontSizeScale: 1,
  // Readable over any picture from the first caption on.
  backgroundColor: 'box',
  textColor: 'white',
  edge: 'none',
  position: 'bottom',
  delay: 0,
  announce: false,
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const tidy = (value: number) => Number(value.toFixed(2));

/** A caption size snapped to the 0.1 steps and kept within 50%..300%. */
export function clampCaptionSize(scale: number): number {
  if (!Number.isFinite(scale)) return DEFAULT_PLAYER_SETTINGS.fontSizeScale;
  return tidy(Math.min(CAPTION_SIZE_MAX, Math.max(CAPTION_SIZE_MIN, roundTo(scale, CAPTION_SIZE_STEP))));
}

/** A caption delay snapped to a tenth of a second, within ten minutes either way. */
export function clampCaptionDelay(delay: number): number {
  if (!Number.isFinite(delay)) return 0;
  const within = Math.min(CAPTION_OFFSET_MAX_S, Math.max(-CAPTION_OFFSET_MAX_S, delay));
  // + 0 turns -0 into 0.
  return tidy(roundTo(within, CAPTION_OFFSET_PRECISION_S)) + 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored player settings read leniently: anything missing or unusable takes its default. */
export function parsePlayerSettings(raw: string | null | undefined): TPlayerSettings {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : undefined;
  } catch {
    data = undefined;
  }
  if (!isRecord(data)) return { ...DEFAULT_PLAYER_SETTINGS };
  const textColor = captionColorOf(data.textColor);
  const backgroundColor = captionBackgroundOf(data.backgroundColor);
  return {
    visible: typeof data.visible === 'boolean' ? data.visible : DEFAULT_PLAYER_SETTINGS.visible,
    fontSizeScale:
      typeof data.fontSizeScale === 'number'
        ? clampCaptionSize(data.fontSizeScale)
        : DEFAULT_PLAYER_SETTINGS.fontSizeScale,
    backgroundColor: backgroundColor ?? DEFAULT_PLAYER_SETTINGS.backgroundColor,
    textColor: textColor ?? DEFAULT_PLAYER_SETTINGS.textColor,
    edge: captionEdgeOf(data.edge) ?? DEFAULT_PLAYER_SETTINGS.edge,
    position: captionPositionOf(data.position) ?? DEFAULT_PLAYER_SETTINGS.position,
    delay: typeof data.delay === 'number' ? clampCaptionDelay(data.delay) : 0,
    announce: data.announce === true,
  };
}

/** A cue with its times in seconds. */
export interface TTimedCue {
  startTime: number;
  endTime: number;
  text: string;
}

/** The cues to show at `time` when captions are delayed by `delay` seconds, promos left out. */
export function activeCues<T extends TTimedCue>(cues: Iterable<T>, time: number, delay: number): T[] {
  const at = time - delay;
  const shown: T[] = [];
  for (const cue of cues) {
    if (cue.startTime <= at && at < cue.endTime && !isPromoCaption(cue.text)) shown.push(cue);
  }
  return shown;
}

// How caption files name the languages the account's "Preferred captions" offers: codes (ISO 639-1 and -2)
// and names, in English and in the language itself.
const LANGUAGE_NAMES: Record<Exclude<TSettings['preferredSubtitles'], 'none'>, readonly string[]> = {
  english: ['en', 'eng', 'english'],
  spanish: ['es', 'spa', 'spanish', 'español', 'espanol', 'castellano'],
  french: ['fr', 'fra', 'fre', 'french', 'français', 'francais'],
  german: ['de', 'deu', 'ger', 'german', 'deutsch'],
  japanese: ['ja', 'jpn', 'japanese', '日本語'],
};

/** Whether a caption's language (a code such as 'en-US' or a name such as 'English (SDH)') is the one preferred. */
export function isCaptionLanguage(language: string, preferred: TSettings['preferredSubtitles']): boolean {
  if (preferred === 'none') return false;
  const lower = language.trim().toLowerCase();
  const code = lower.split(/[-_]/)[0] ?? '';
  const word = lower.split(/[\s(,]/)[0] ?? '';
  return LANGUAGE_NAMES[preferred].some((name) => name === code || name === word);
}

/** The first caption in the preferred language, if any. */
export function preferredCaption<T extends { language: string }>(
  captions: readonly T[],
  preferred: TSettings['preferredSubtitles'],
): T | undefined {
  return captions.find((caption) => isCaptionLanguage(caption.language, preferred));
}
