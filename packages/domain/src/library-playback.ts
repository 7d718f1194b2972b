import type { TMediaProbe, TProbedAudio, TProbedVideo } from './library-media.ts';

// How a library file reaches one browser, cheapest first: as it is (direct play with range requests), its
// streams copied into HLS (remux), its video copied and its audio made AAC stereo, or the video transcoded
// to H.264 at a chosen height. The browser says what it decodes; nothing here looks at user agents.

/** What the player tests, each with the type string it asks the browser about. */
export const CODEC_TESTS = {
  // containers a <video> element opens by itself
  mp4: 'video/mp4',
  webm: 'video/webm',
  matroska: 'video/x-matroska',
  // video in fragmented MP4 (what MSE and HLS are fed)
  h264: 'video/mp4; codecs="avc1.640028"',
  hevc: 'video/mp4; codecs="hvc1.1.6.L120.90"',
  hevc10: 'video/mp4; codecs="hvc1.2.4.L153.B0"',
  vp9: 'video/mp4; codecs="vp09.00.40.08"',
  av1: 'video/mp4; codecs="av01.0.08M.08"',
  // audio in fragmented MP4
  aac: 'audio/mp4; codecs="mp4a.40.2"',
  mp3: 'audio/mp4; codecs="mp4a.40.34"',
  ac3: 'audio/mp4; codecs="ac-3"',
  eac3: 'audio/mp4; codecs="ec-3"',
  opus: 'audio/mp4; codecs="opus"',
  flac: 'audio/mp4; codecs="flac"',
} as const;

export type TCodecTest = keyof typeof CODEC_TESTS;
export const CODEC_TEST_KEYS = Object.keys(CODEC_TESTS) as TCodecTest[];

/** What a browser said: the tests `MediaSource.isTypeSupported` passed, and those `canPlayType` did not deny. */
export interface TBrowserCapabilities {
  mse: TCodecTest[];
  native: TCodecTest[];
}

/** The heights a transcode can be asked for, besides the source's own. */
export const TRANSCODE_HEIGHTS = [1080, 720, 480] as const;
export type TLibraryQuality = 'original' | '1080p' | '720p' | '480p';

export interface TPlaybackRequest {
  quality: TLibraryQuality;
  /** The audio stream (its index in the file); unset: the first. */
  audioIndex?: number | undefined;
  /** An image subtitle stream to draw into the picture. */
  burnInIndex?: number | undefined;
}

export type TPlaybackMode = 'direct' | 'remux' | 'audio' | 'transcode';

/** Cheapest first: a browser able to do more never gets a costlier mode. */
export const PLAYBACK_MODE_COST: Record<TPlaybackMode, number> = {
  direct: 0,
  remux: 1,
  audio: 2,
  transcode: 3,
};

export interface TPlaybackDecision {
  mode: TPlaybackMode;
  /** The audio stream played (undefined for a file without audio). */
  audioIndex: number | undefined;
  /** Whether that audio goes to the browser as it is (else AAC stereo). */
  copyAudio: boolean;
  /** The picture's height in a transcode; the source's height otherwise. */
  height: number;
  burnInIndex: number | undefined;
}

/** The test a video stream needs passed; undefined when no browser decodes it (10-bit H.264, MPEG-2...). */
export function videoTestOf(video: TProbedVideo): TCodecTest | undefined {
  if (video.codec === 'h264') return video.bitDepth > 8 ? undefined : 'h264';
  if (video.codec === 'hevc') return video.bitDepth > 8 ? 'hevc10' : 'hevc';
  if (video.codec === 'vp9' || video.codec === 'av1') return video.codec;
  return undefined;
}

export function audioTestOf(audio: TProbedAudio): TCodecTest | undefined {
  const tests: Record<string, TCodecTest> = {
    aac: 'aac',
    mp3: 'mp3',
    ac3: 'ac3',
    eac3: 'eac3',
    opus: 'opus',
    flac: 'flac',
  };
  return tests[audio.codec];
}

function containerTestOf(container: string): TCodecTest | undefined {
  if (container === 'mp4') return 'mp4';
  if (container === 'matroska') return 'matroska';
  if (container === 'webm') return 'webm';
  return undefined;
}

/** The qualities the menu lists for a file: the source's own, and the transcode heights below it. */
export function qualitiesOf(probe: TMediaProbe): TLibraryQuality[] {
  const height = probe.video?.height ?? 0;
  const lower = TRANSCODE_HEIGHTS.filter((h) => h < height).map((h) => `${h}p` as TLibraryQuality);
  return ['original', ...lower];
}

const heightOf = (quality: TLibraryQuality, sourceHeight: number) =>
  quality === 'original' ? sourceHeight : Math.min(sourceHeight, Number.parseInt(quality, 10));

/** How a file is played in a browser with the given capabilities. */
export function decidePlayback(
  probe: TMediaProbe,
  browser: TBrowserCapabilities,
  request: TPlaybackRequest,
): TPlaybackDecision {
  const audio = probe.audio.find((a) => a.index === request.audioIndex) ?? probe.audio[0];
  const burnIn = probe.subtitles.find((s) => s.index === request.burnInIndex && s.kind === 'image');
  const sourceHeight = probe.video?.height ?? 0;
  const height = heightOf(request.quality, sourceHeight);
  const has = (list: TCodecTest[], test: TCodecTest | undefined) => test !== undefined && list.includes(test);
  const videoTest = probe.video ? videoTestOf(probe.video) : undefined;
  const audioTest = audio ? audioTestOf(audio) : undefined;
  const keepsPicture = !burnIn && height === sourceHeight;
  const decision = (mode: TPlaybackMode, copyAudio: boolean): TPlaybackDecision => ({
    mode,
    audioIndex: audio?.index,
    copyAudio: copyAudio && audio !== undefined,
    height: mode === 'transcode' ? height : sourceHeight,
    burnInIndex: mode === 'transcode' ? burnIn?.index : undefined,
  });

  // A <video> element plays only a file's first audio track.
  const isFirstAudio = !audio || audio.index === probe.audio[0]?.index;
  if (
    keepsPicture &&
    isFirstAudio &&
    has(browser.native, containerTestOf(probe.container)) &&
    (!probe.video || has(browser.native, videoTest)) &&
    (!audio || has(browser.native, audioTest))
  ) {
    return decision('direct', true);
  }
  const audioCopies = !audio || has(browser.mse, audioTest);
  const pictureCopies = !probe.video || has(browser.mse, videoTest);
  if (keepsPicture && pictureCopies) return decision(audioCopies ? 'remux' : 'audio', audioCopies);
  return decision('transcode', audioCopies);
}

/** The audio stream played first: the first in a preferred language (in order), else the file's default. */
export function preferredAudioTrack(
  tracks: readonly TProbedAudio[],
  preferredLanguages: readonly string[],
): TProbedAudio | undefined {
  for (const language of preferredLanguages) {
    const match = tracks.find((t) => t.language !== undefined && sameLanguage(t.language, language));
    if (match) return match;
  }
  return tracks.find((t) => t.isDefault) ?? tracks[0];
}

/** ISO 639-2 codes files carry (eng, fre/fra, ger/deu) and the names settings use, to ISO 639-1 (en, fr, de). */
const TWO_LETTER: Record<string, string> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  japanese: 'ja',
  eng: 'en',
  fra: 'fr',
  fre: 'fr',
  deu: 'de',
  ger: 'de',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  jpn: 'ja',
  kor: 'ko',
  zho: 'zh',
  chi: 'zh',
  rus: 'ru',
  nld: 'nl',
  dut: 'nl',
  swe: 'sv',
  nor: 'no',
  dan: 'da',
  fin: 'fi',
  pol: 'pl',
  tur: 'tr',
  ara: 'ar',
  hin: 'hi',
  ces: 'cs',
  cze: 'cs',
  ell: 'el',
  gre: 'el',
  heb: 'he',
  hun: 'hu',
  ukr: 'uk',
  tha: 'th',
  vie: 'vi',
  ind: 'id',
  ron: 'ro',
  rum: 'ro',
};

/** A language code in two letters when it has them (lower case). */
export function twoLetterLanguage(code: string): string {
  const lower = code.toLowerCase().split(/[-_]/)[0]!;
  return TWO_LETTER[lower] ?? lower;
}

export function sameLanguage(a: string, b: string): boolean {
  return twoLetterLanguage(a) === twoLetterLanguage(b);
}
