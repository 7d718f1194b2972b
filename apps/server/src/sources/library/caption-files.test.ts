import { describe, expect, it } from 'vitest';
import { captionsOf, decodeCaptionBytes, languageLabel, srtToVtt, toWebVtt } from './caption-files.ts';
import type { TLibraryFile } from './library-files.ts';

const file = (relativePath: string): TLibraryFile => {
  const segments = relativePath.split('/');
  const name = segments.at(-1)!;
  const extension = name.split('.').pop()!;
  return { relativePath, segments, stem: name.slice(0, -(extension.length + 1)), extension };
};

describe('sidecar captions', () => {
  it('converts SubRip to WebVTT: header, dotted milliseconds, cue text kept', () => {
    const srt =
      '1\r\n00:00:01,500 --> 00:00:03,000\r\n<i>Hello</i>\r\nthere\r\n\r\n2\r\n01:02:03,004 --> 01:02:04,000\r\nBye\r\n';
    expect(srtToVtt(srt)).toBe(
      'WEBVTT\n\n00:00:01.500 --> 00:00:03.000\n<i>Hello</i>\nthere\n\n01:02:03.004 --> 01:02:04.000\nBye\n',
    );
  });

  it('gives WebVTT files their header when they lack it and keeps them otherwise', () => {
    expect(toWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n', 'vtt')).toBe(
      'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n',
    );
    expect(toWebVtt('00:01.000 --> 00:02.000\nHi\n', 'vtt')).toMatch(/^WEBVTT\n\n00:01/);
  });

  it('reads UTF-8 (without its byte order mark), and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCaptionBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x63, 0x61, 0x66, 0xc3, 0xa9]))).toBe('café');
    expect(decodeCaptionBytes(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe('café');
  });

  it('finds the captions named after a video in its folder, with their language', () => {
    const video = file('Film (2008)/Film (2008).mp4');
    const captions = captionsOf(
      video,
      [
        file('Film (2008)/Film (2008).en.srt'),
        file('Film (2008)/Film (2008).es.forced.vtt'),
        file('Film (2008)/Film (2008).srt'),
        file('Film (2008)/Other.en.srt'),
        file('Elsewhere/Film (2008).en.srt'),
      ],
      (caption) => `/c/${caption.relativePath}`,
    );
    expect(captions.map((c) => [c.language, c.label, c.url, c.type])).toEqual([
      ['en', 'English', '/c/Film (2008)/Film (2008).en.srt', 'vtt'],
      ['es', 'Spanish', '/c/Film (2008)/Film (2008).es.forced.vtt', 'vtt'],
      ['und', 'Unknown language', '/c/Film (2008)/Film (2008).srt', 'vtt'],
    ]);
  });

  it('names languages by their codes, and keeps what it cannot name', () => {
    expect(languageLabel('pt')).toBe('Portuguese');
    expect(languageLabel('eng')).toBe('English');
    expect(languageLabel('Klingon!')).toBe('Klingon!');
  });
});
