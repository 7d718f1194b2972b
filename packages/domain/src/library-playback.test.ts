import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TMediaProbe, TProbedAudio } from './library-media.ts';
import {
  CODEC_TEST_KEYS,
  decidePlayback,
  PLAYBACK_MODE_COST,
  preferredAudioTrack,
  qualitiesOf,
  type TBrowserCapabilities,
  type TCodecTest,
  type TLibraryQuality,
} from './library-playback.ts';

const audio = (index: number, codec: string, language?: string, isDefault = false): TProbedAudio => ({
  index,
  codec,
  channels: 6,
  language,
  title: undefined,
  isDefault,
});

const mkv: TMediaProbe = {
  container: 'matroska',
  durationS: 5400,
  video: { codec: 'hevc', profile: 'Main', width: 1920, height: 1080, bitDepth: 8 },
  audio: [audio(1, 'ac3', 'eng', true), audio(2, 'ac3', 'fra')],
  subtitles: [
    { index: 3, codec: 'subrip', kind: 'text', language: 'spa', forced: false },
    { index: 4, codec: 'hdmv_pgs_subtitle', kind: 'image', language: 'eng', forced: false },
  ],
};
const mp4: TMediaProbe = {
  container: 'mp4',
  durationS: 600,
  video: { codec: 'h264', profile: 'High', width: 1280, height: 720, bitDepth: 8 },
  audio: [audio(1, 'aac', 'eng')],
  subtitles: [],
};

/** Debian's Chromium: no HEVC, no AC-3; plays MP4 and WebM, and Matroska through its WebM demuxer. */
const chromium: TBrowserCapabilities = {
  mse: ['h264', 'vp9', 'av1', 'aac', 'mp3', 'opus', 'flac'],
  native: ['mp4', 'webm', 'h264', 'vp9', 'av1', 'aac', 'mp3', 'opus', 'flac'],
};
const everything: TBrowserCapabilities = { mse: CODEC_TEST_KEYS, native: CODEC_TEST_KEYS };

describe('decidePlayback', () => {
  it('plays an MP4 with H.264 and AAC as it is', () => {
    expect(decidePlayback(mp4, chromium, { quality: 'original' })).toEqual({
      mode: 'direct',
      audioIndex: 1,
      copyAudio: true,
      height: 720,
      burnInIndex: undefined,
    });
  });

  it('transcodes HEVC for a browser without it, copying audio it decodes, at the height asked', () => {
    const aacMkv = { ...mkv, audio: [audio(1, 'aac', 'eng')] };
    expect(decidePlayback(aacMkv, chromium, { quality: '720p' })).toMatchObject({
      mode: 'transcode',
      copyAudio: true,
      height: 720,
    });
    expect(decidePlayback(mkv, chromium, { quality: 'original' })).toMatchObject({
      mode: 'transcode',
      copyAudio: false,
      height: 1080,
    });
  });

  it('remuxes when only the container is the problem, and makes AAC when only the audio is', () => {
    const withHevc = { mse: [...chromium.mse, 'hevc' as const], native: chromium.native };
    const eac3 = { ...mkv, audio: [audio(1, 'eac3')] };
    expect(decidePlayback({ ...mkv, audio: [audio(1, 'aac')] }, withHevc, { quality: 'original' }).mode).toBe(
      'remux',
    );
    expect(decidePlayback(eac3, withHevc, { quality: 'original' })).toMatchObject({
      mode: 'audio',
      copyAudio: false,
    });
  });

  it('never plays a second audio track directly, and burns image subtitles in by transcoding', () => {
    const twoTracks = { ...mp4, audio: [audio(1, 'aac', 'eng'), audio(2, 'aac', 'fra')] };
    expect(decidePlayback(twoTracks, chromium, { quality: 'original', audioIndex: 2 })).toMatchObject({
      mode: 'remux',
      audioIndex: 2,
    });
    expect(decidePlayback(mkv, everything, { quality: 'original', burnInIndex: 4 })).toMatchObject({
      mode: 'transcode',
      burnInIndex: 4,
      height: 1080,
    });
    // A text subtitle is no burn-in choice: it goes to the browser as WebVTT.
    expect(decidePlayback(mkv, everything, { quality: 'original', burnInIndex: 3 }).mode).toBe('direct');
  });

  it('lists the qualities a source allows', () => {
    expect(qualitiesOf(mkv)).toEqual(['original', '720p', '480p']);
    expect(qualitiesOf({ ...mkv, video: { ...mkv.video!, height: 2160 } })).toEqual([
      'original',
      '1080p',
      '720p',
      '480p',
    ]);
    expect(qualitiesOf({ ...mkv, video: { ...mkv.video!, height: 180 } })).toEqual(['original']);
  });

  const arbitraryTests = fc.subarray(CODEC_TEST_KEYS);
  const arbitraryBrowser = fc.record({ mse: arbitraryTests, native: arbitraryTests });
  const arbitraryProbe: fc.Arbitrary<TMediaProbe> = fc.record({
    container: fc.constantFrom('matroska', 'mp4', 'webm', 'avi', 'mpegts'),
    durationS: fc.double({ min: 1, max: 20_000, noNaN: true }),
    video: fc.option(
      fc.record({
        codec: fc.constantFrom('h264', 'hevc', 'vp9', 'av1', 'mpeg2video'),
        profile: fc.constant(undefined),
        width: fc.integer({ min: 160, max: 7680 }),
        height: fc.integer({ min: 90, max: 4320 }),
        bitDepth: fc.constantFrom(8, 10),
      }),
      { nil: undefined },
    ),
    audio: fc
      .uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 3 })
      .chain((indexes) =>
        fc.tuple(
          ...indexes.map((index) =>
            fc
              .constantFrom('aac', 'ac3', 'eac3', 'dts', 'truehd', 'opus')
              .map((codec) => audio(index, codec)),
          ),
        ),
      ),
    subtitles: fc.constant(mkv.subtitles),
  });
  const arbitraryRequest = fc.record({
    quality: fc.constantFrom<TLibraryQuality>('original', '1080p', '720p', '480p'),
    audioIndex: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
    burnInIndex: fc.option(fc.constantFrom(3, 4), { nil: undefined }),
  });

  it('a browser able to decode more never gets a costlier mode', () => {
    fc.assert(
      fc.property(
        arbitraryProbe,
        arbitraryBrowser,
        arbitraryBrowser,
        arbitraryRequest,
        (probe, a, b, request) => {
          const more = {
            mse: [...new Set([...a.mse, ...b.mse])],
            native: [...new Set([...a.native, ...b.native])],
          };
          const cost = (browser: TBrowserCapabilities) =>
            PLAYBACK_MODE_COST[decidePlayback(probe, browser, request).mode];
          expect(cost(more)).toBeLessThanOrEqual(cost(a));
        },
      ),
    );
  });

  it('hands a browser only what it said it decodes, never above the source or the quality asked', () => {
    fc.assert(
      fc.property(arbitraryProbe, arbitraryBrowser, arbitraryRequest, (probe, browser, request) => {
        const decision = decidePlayback(probe, browser, request);
        const source = probe.video?.height ?? 0;
        expect(decision.height).toBeLessThanOrEqual(source);
        if (request.quality !== 'original') {
          expect(decision.height).toBeLessThanOrEqual(Number.parseInt(request.quality, 10));
        }
        const chosen = probe.audio.find((a) => a.index === decision.audioIndex);
        expect(chosen).toBe(probe.audio.find((a) => a.index === request.audioIndex) ?? probe.audio[0]);
        const copiedCodecOk = (list: TCodecTest[]) =>
          !chosen || !decision.copyAudio || list.includes(chosen.codec as TCodecTest);
        if (decision.mode === 'direct') {
          expect(decision.height).toBe(source);
          expect(copiedCodecOk(browser.native)).toBe(true);
          expect(decision.burnInIndex).toBeUndefined();
        } else {
          expect(copiedCodecOk(browser.mse)).toBe(true);
        }
        if (decision.mode === 'remux' || decision.mode === 'audio') {
          expect(decision.height).toBe(source);
          expect(decision.burnInIndex).toBeUndefined();
        }
        if (request.burnInIndex === 4 && probe.video) expect(decision.mode).toBe('transcode');
      }),
    );
  });
});

describe('preferredAudioTrack', () => {
  const tracks = [audio(1, 'ac3', 'fra', true), audio(2, 'ac3', 'eng'), audio(3, 'aac', 'jpn')];

  it('takes the first preferred language a track has, else the default track', () => {
    expect(preferredAudioTrack(tracks, ['english'])?.index).toBe(2);
    expect(preferredAudioTrack(tracks, ['de', 'ja'])?.index).toBe(3);
    expect(preferredAudioTrack(tracks, ['german'])?.index).toBe(1);
    expect(preferredAudioTrack([audio(5, 'aac'), audio(6, 'aac')], ['en'])?.index).toBe(5);
    expect(preferredAudioTrack([], ['en'])).toBeUndefined();
  });
});
