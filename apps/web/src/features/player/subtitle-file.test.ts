import { describe, expect, it } from 'vitest';
import { SUBTITLE_FILE_MESSAGES, cuesToWebVtt, subtitleTextToWebVtt } from './subtitle-file.ts';

const SRT = `1
00:00:01,000 --> 00:00:04,000
<i>Hello</i> there

2
00:00:05,500 --> 00:01:08,250
Two
lines
`;

const ASS = `[Script Info]
ScriptType: v4.00+

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:04.50,Default,,0,0,0,,{\\i1}Hello{\\i0} <there>\\Nnext{\\pos(1,2)}
Dialogue: 0,0:01:02.00,0:01:03.00,Default,,0,0,0,,{\\p1}m 0 0 l 10 10{\\p0}
`;

describe('own subtitle files', () => {
  it('reads SubRip into WebVTT, keeping the markup for the sanitizer', async () => {
    expect(await subtitleTextToWebVtt('film.srt', `\uFEFF${SRT}`)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<i>Hello</i> there\n\n00:00:05.500 --> 00:01:08.250\nTwo\nlines\n',
    );
  });

  it('reads WebVTT', async () => {
    const vtt = 'WEBVTT\n\n00:00:02.000 --> 00:00:03.000\nHi\n';
    expect(await subtitleTextToWebVtt('film.vtt', vtt)).toBe('WEBVTT\n\n00:00:02.000 --> 00:00:03.000\nHi\n');
  });

  it('reads ASS dialogue: italics kept, its own text escaped, overrides and drawings dropped', async () => {
    expect(await subtitleTextToWebVtt('film.ass', ASS)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.500\n<i>Hello</i> &lt;there&gt;\nnext\n',
    );
  });

  it('refuses a file without captions', async () => {
    await expect(subtitleTextToWebVtt('notes.srt', 'just some words')).rejects.toThrow(
      SUBTITLE_FILE_MESSAGES.empty,
    );
  });

  it('never lets a cue end the file’s cue early or fake a timing line', () => {
    expect(cuesToWebVtt([{ start: 0, end: 1, text: 'a\n\n\nb --> c' }])).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\nb → c\n',
    );
  });
});
