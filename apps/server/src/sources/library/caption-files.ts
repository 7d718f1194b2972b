import { parse } from '@plussub/srt-vtt-parser';
import type { TStreamCaption } from '@marquee/domain';
import type { TLibraryFile } from './library-files.ts';

// Sidecar captions: 'Film (2008).en.srt' or 'Film (2008).srt' beside 'Film (2008).mp4', served as WebVTT.

/** The caption files of a video: same folder, named after it, optionally with a language ('.en', '.spa'). */
export function captionsOf(
  video: TLibraryFile,
  captions: readonly TLibraryFile[],
  urlOf: (file: TLibraryFile) => string,
): TStreamCaption[] {
  const folder = video.segments.slice(0, -1).join('/');
  return captions
    .filter((file) => file.segments.slice(0, -1).join('/') === folder)
    .filter((file) => file.stem === video.stem || file.stem.startsWith(`${video.stem}.`))
    .map((file) => {
      const language = file.stem.slice(video.stem.length + 1).split('.')[0] || 'und';
      return {
        id: `caption-${file.relativePath}`,
        language,
        label: languageLabel(language),
        url: urlOf(file),
        type: 'vtt' as const,
      };
    });
}

/** A language code as people read it ('en' → 'English'); anything else as written. */
export function languageLabel(code: string): string {
  if (code === 'und') return 'Unknown language';
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Caption bytes as text: UTF-8 (byte order mark dropped), or Windows-1252 when they are not valid UTF-8. */
export function decodeCaptionBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function vttTime(ms: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** SubRip text as WebVTT: the cues parsed by a SubRip parser, written with WebVTT's header and times. */
export function srtToVtt(srt: string): string {
  const { entries } = parse(srt.replace(/\r\n?/g, '\n'));
  const cues = entries
    .filter((entry) => entry.to > entry.from)
    // A blank line would end the cue early, and '-->' inside text would read as a timing line.
    .map((entry) => `${vttTime(entry.from)} --> ${vttTime(entry.to)}\n${cueText(entry.text)}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function cueText(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n')
    .replace(/-->/g, '->');
}

/** A caption file's text as WebVTT, whichever of the two formats it is in. */
export function toWebVtt(text: string, extension: string): string {
  if (extension === 'vtt') return text.startsWith('WEBVTT') ? text : `WEBVTT\n\n${text}`;
  return srtToVtt(text);
}
