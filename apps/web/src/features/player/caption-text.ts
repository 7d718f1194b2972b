import DOMPurify from 'dompurify';

// Only i, b, u and br survive in caption text; script, style and iframe go with their contents.
const ALLOWED_TAGS = ['i', 'b', 'u', 'br'];

/** A cue's text as safe markup: line breaks as <br>, every tag but i, b, u and br removed (their text kept). */
export function sanitizeCaption(text: string): string {
  const withBreaks = text.replace(/\r?\n/g, '<br>');
  return DOMPurify.sanitize(withBreaks, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [],
    FORBID_CONTENTS: ['script', 'style', 'iframe', 'noscript', 'template'],
  });
}

/** Caption file text as WebVTT: SubRip (what some add-ons hand out) gets the header and dotted milliseconds. */
export function toWebVtt(text: string): string {
  const body = text.replace(/^\uFEFF/, '');
  if (/^WEBVTT/.test(body)) return body;
  const converted = body.replace(/(\d{2}:\d{2}:\d{2}),(\d{3})/g, '$1.$2');
  return `WEBVTT\n\n${converted}`;
}
