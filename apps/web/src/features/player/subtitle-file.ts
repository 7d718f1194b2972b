// A subtitle file of the viewer's own (.srt, .vtt, .ass/.ssa), read in the browser and never uploaded: parsed
// by a subtitle library (loaded only when a file is chosen) into WebVTT for the caption layer, which sanitizes
// every cue as it does other captions.

/** What the file picker offers. */
export const SUBTITLE_FILE_ACCEPT = '.srt,.vtt,.ass,.ssa';
/** Larger than any real subtitle file: refused unread. */
const SUBTITLE_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const SUBTITLE_FILE_MESSAGES = {
  tooLarge: 'This file is too large to be a subtitle file.',
  empty: 'No captions were found in this file. Choose a .srt, .vtt or .ass file.',
} as const;

/** A cue in seconds, its text in caption markup (i, b, u and line breaks). */
export interface TSubtitleCue {
  start: number;
  end: number;
  text: string;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cues as a WebVTT file; a cue's text can neither end it early (blank line) nor read as a timing line. */
export function cuesToWebVtt(cues: readonly TSubtitleCue[]): string {
  const blocks = cues
    .filter((cue) => cue.end > cue.start && cue.text.trim() !== '')
    .map((cue) => {
      const text = cue.text
        .replace(/\r\n?/g, '\n')
        .replace(/\n{2,}/g, '\n')
        .replace(/-->/g, '→')
        .trim();
      return `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${text}`;
    });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An .ass/.ssa file's dialogue lines as cues: bold, italic and underline kept, every other override dropped. */
async function assCues(text: string): Promise<TSubtitleCue[]> {
  const { parse } = await import('ass-compiler');
  return parse(text).events.dialogue.map((line) => {
    const body = line.Text.parsed
      .filter((part) => part.drawing.length === 0)
      .map((part) => {
        const tags = Object.assign({}, ...part.tags) as Record<string, unknown>;
        let piece = escapeText(part.text.replace(/\\[Nn]/g, '\n').replace(/\\h/g, ' '));
        for (const tag of ['u', 'i', 'b'] as const) {
          if (Number(tags[tag]) >= 1) piece = `<${tag}>${piece}</${tag}>`;
        }
        return piece;
      })
      .join('');
    return { start: line.Start, end: line.End, text: body };
  });
}

/** A .srt or .vtt file's cues, their markup as written (the caption layer sanitizes it). */
async function subRipCues(text: string): Promise<TSubtitleCue[]> {
  const { default: subsrt } = await import('subsrt-ts');
  return subsrt
    .parse(text)
    .flatMap((caption) =>
      caption.type === 'caption'
        ? [{ start: caption.start / 1000, end: caption.end / 1000, text: caption.content }]
        : [],
    );
}

/** A subtitle file's text as WebVTT; throws an Error with a readable message when it holds no captions. */
export async function subtitleTextToWebVtt(name: string, text: string): Promise<string> {
  const body = text.replace(/^\uFEFF/, '');
  const isAss = /\.(ass|ssa)$/i.test(name) || /^\s*\[Script Info\]/i.test(body);
  let cues: TSubtitleCue[];
  try {
    cues = isAss ? await assCues(body) : await subRipCues(body);
  } catch {
    throw new Error(SUBTITLE_FILE_MESSAGES.empty);
  }
  if (!cues.some((cue) => cue.end > cue.start && cue.text.trim() !== '')) {
    throw new Error(SUBTITLE_FILE_MESSAGES.empty);
  }
  return cuesToWebVtt(cues);
}

/** Reads a chosen file in the browser and returns it as WebVTT. */
export async function readSubtitleFile(file: File): Promise<string> {
  if (file.size > SUBTITLE_FILE_MAX_BYTES) throw new Error(SUBTITLE_FILE_MESSAGES.tooLarge);
  return subtitleTextToWebVtt(file.name, await file.text());
}
