// The names files are saved under (issue #9 Downloads): a title a catalogue hands out may hold anything, a
// file name must be safe on every system a visitor saves to (Windows being the strictest).

/** The longest file name we hand out, in characters, extension included (well under every file system's 255). */
export const FILE_NAME_MAX_LENGTH = 120;
/** The name of a file whose title leaves nothing usable. */
export const FALLBACK_FILE_NAME = 'download';

/** Control characters (C0, DEL, C1), invisible format characters (right-to-left overrides) and lone surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
/** Path separators and the characters Windows reserves in names. */
const RESERVED = /[/\\<>:"|?*]/g;
/** Names Windows keeps for devices, with or without an extension. */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;
/** An extension worth keeping when a long name is cut: a dot and 1 to 5 letters or digits. */
const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

/** The extension of a name, '.mp4', or ''. */
function extensionOf(name: string): string {
  return EXTENSION.exec(name)?.[0] ?? '';
}

/** Cuts `text` to at most `max` characters without splitting a character made of two UTF-16 units. */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/** Spaces and dots at either end go (a leading dot hides a file, a trailing one Windows drops). */
const trimEnds = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '');

/**
 * A file name safe to save under: path separators, reserved and invisible characters removed, runs of
 * white space made one space, no leading or trailing dots or spaces, no Windows device name, at most
 * FILE_NAME_MAX_LENGTH characters (the extension kept); `fallback` when nothing is left.
 */
export function cleanFileName(raw: string, fallback: string = FALLBACK_FILE_NAME): string {
  let name = trimEnds(
    raw
      .normalize('NFC')
      .replace(/\s/g, ' ')
      .replace(INVISIBLE, '')
      .replace(RESERVED, ' ')
      .replace(/ {2,}/g, ' '),
  );
  if (DEVICE_NAME.test(name)) name = `_${name}`;
  if (Array.from(name).length > FILE_NAME_MAX_LENGTH) {
    const extension = extensionOf(name);
    const stem = name.slice(0, name.length - extension.length);
    name = trimEnds(cut(stem, FILE_NAME_MAX_LENGTH - extension.length)) + extension;
  }
  return name === '' ? fallback : name;
}

/** Whether `name` is already a clean file name (what cleanFileName would leave unchanged). */
export function isCleanFileName(name: string): boolean {
  return name !== '' && cleanFileName(name, '') === name;
}

/**
 * The same name in plain ASCII, for the `filename` of a Content-Disposition beside its UTF-8 `filename*`:
 * accents dropped (Amélie → Amelie), other characters outside ASCII made '_'.
 */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return cleanFileName(ascii);
}

export interface TDownloadNameParts {
  /** The movie's or show's title. */
  title: string;
  year?: number | undefined;
  /** Episodes: 'S01E03'. */
  season?: number | undefined;
  episode?: number | undefined;
  /** '1080p', '4K' or ''. */
  quality?: string | undefined;
  /** Without the dot: 'mp4'. None for a name the download page completes itself. */
  extension?: string | undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The file name of a download: 'Title (2010) 1080p.mp4', or 'Show (2008) S01E03 720p.ts' for an episode,
 * cleaned by cleanFileName.
 */
export function downloadFileName(parts: TDownloadNameParts): string {
  const words = [parts.title.trim() || FALLBACK_FILE_NAME];
  if (parts.year) words.push(`(${parts.year})`);
  if (parts.season !== undefined && parts.episode !== undefined) {
    words.push(`S${twoDigits(parts.season)}E${twoDigits(parts.episode)}`);
  }
  if (parts.quality) words.push(parts.quality);
  const stem = words.join(' ');
  return cleanFileName(parts.extension ? `${stem}.${parts.extension}` : stem);
}
