import { sourcePaths } from '@marquee/contract/routes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPlayerStream } from '../types.ts';
import {
  audioOptions,
  burnInOptions,
  embeddedCaptions,
  libraryFileOf,
  libraryPathOf,
  playableStream,
  preferredAudioIndex,
  qualityOptions,
  type TLibraryAnswer,
} from './library-choices.ts';

const libraryStream = (qualities: Record<string, string>): TPlayerStream => ({
  id: 'film',
  name: 'Library: Film',
  provider: 'library',
  type: 'file',
  qualities: Object.fromEntries(
    Object.entries(qualities).map(([key, file]) => [
      key,
      { url: sourcePaths.libraryFile(file), type: 'mkv' },
    ]),
  ),
  captions: [],
});

const answer: TLibraryAnswer = {
  mode: 'transcode',
  url: '/api/sources/library-hls/index.m3u8?file=Film.mkv',
  durationS: 60,
  height: 1080,
  audioIndex: 1,
  qualities: ['original', '1080p', '720p', '480p'],
  audio: [
    { index: 1, codec: 'ac3', channels: 6, language: 'ger' },
    { index: 2, codec: 'aac', channels: 2, language: 'eng', title: 'Commentary' },
    { index: 3, codec: 'dts', channels: 8 },
  ],
  subtitles: [
    {
      index: 4,
      kind: 'text',
      language: 'eng',
      forced: false,
      url: '/api/sources/library-subtitles/4?file=Film.mkv',
    },
    { index: 5, kind: 'image', language: 'fre', forced: true },
  ],
};

describe('libraryPathOf', () => {
  it('finds the library file of any file stream, for its seek-bar thumbnails', () => {
    const file = (url: string) => ({ type: 'file' as const, qualities: { '1080': { url } } });
    expect(libraryFileOf(file('/api/sources/library/Films/The%20Matrix%20(1999).mkv'))).toBe(
      'Films/The Matrix (1999).mkv',
    );
    expect(libraryFileOf(file('/api/sources/demo/film.mp4'))).toBeUndefined();
    expect(libraryFileOf(file('/api/sources/library/a.mkv?download=a.mkv'))).toBeUndefined();
    expect(libraryFileOf({ type: 'hls', playlist: '/api/sources/library/show/index.m3u8' })).toBeUndefined();
  });

  it('names the largest file of a library stream, and nothing for other streams', () => {
    const stream = libraryStream({
      '720': 'Film (2001)/Film.720p.mkv',
      '1080': 'Film (2001)/Film.1080p.mkv',
    });
    expect(libraryPathOf(stream)).toBe('Film (2001)/Film.1080p.mkv');
    expect(libraryPathOf({ ...stream, provider: 'addon' })).toBeUndefined();
    const playlist: TPlayerStream = {
      type: 'hls',
      playlist: '/api/sources/library/a.m3u8',
      provider: 'library',
    };
    expect(libraryPathOf(playlist)).toBeUndefined();
  });

  it('reads back the path any library file URL was written from', () => {
    const segment = fc.string({ minLength: 1 }).filter((part) => !part.includes('/'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const file = segments.join('/');
        expect(libraryPathOf(libraryStream({ unknown: file }))).toBe(file);
      }),
    );
  });

  it('knows no other URL of a library stream', () => {
    const stream = (url: string): TPlayerStream => ({
      type: 'file',
      provider: 'library',
      qualities: { '720': { url } },
    });
    expect(libraryPathOf(stream('/api/sources/demo/720p.mp4'))).toBeUndefined();
    expect(
      libraryPathOf(stream(sourcePaths.download(sourcePaths.libraryFile('a.mkv'), 'a.mkv'))),
    ).toBeUndefined();
    expect(libraryPathOf(stream('/api/sources/library/%E0%A4%A'))).toBeUndefined();
  });
});

describe('playableStream', () => {
  const stream = libraryStream({ unknown: 'Film.mkv' });
  it('plays the file itself when direct, else the playlist made on demand', () => {
    expect(playableStream({ ...answer, mode: 'direct', url: '/file.mkv' }, stream)).toMatchObject({
      type: 'file',
      qualities: { original: { url: '/file.mkv' } },
      name: 'Library: Film',
    });
    expect(playableStream(answer, stream)).toMatchObject({
      type: 'hls',
      playlist: answer.url,
      isMadeOnDemand: true,
    });
  });
});

describe('the menus of an answer', () => {
  it('lists the qualities the source allows, the original first', () => {
    expect(qualityOptions(answer).map((option) => option.label)).toEqual([
      'Original',
      '1080p',
      '720p',
      '480p',
    ]);
  });

  it('names audio tracks by language, with codec, channels and title as detail', () => {
    expect(audioOptions(answer)).toEqual([
      { value: '1', label: 'German', detail: 'AC-3 · 5.1' },
      { value: '2', label: 'English', detail: 'Commentary · AAC · Stereo' },
      { value: '3', label: 'Unknown language', detail: 'DTS · 7.1' },
    ]);
  });

  it("picks the profile's preferred audio language, else the track the server chose", () => {
    expect(preferredAudioIndex(answer, 'english')).toBe(2);
    expect(preferredAudioIndex(answer, 'japanese')).toBe(1);
  });

  it('offers text subtitles as captions and image ones as burn-in choices', () => {
    expect(embeddedCaptions(answer.subtitles)).toEqual([
      { id: 'embedded-4', language: 'eng', label: 'English', url: answer.subtitles[0]!.url, type: 'vtt' },
    ]);
    expect(burnInOptions(answer)).toEqual([{ index: 5, label: 'French, forced (burn in)' }]);
  });
});
