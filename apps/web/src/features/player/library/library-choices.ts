import { sourceRoutes, type TLibraryPlaybackAnswer } from '@marquee/contract/routes';
import { preferredAudioTrack, type TLibraryQuality } from '@marquee/domain';
import { formatLanguage } from '../../../lib/format.ts';
import { fileQualityKeys, type TFileStream } from '../playback/file-engine.ts';
import type { TQualityOption } from '../playback/playback-engine.ts';
import type { TPlayerCaption, TPlayerStream } from '../types.ts';

// What the player makes of the server's library playback answer: the stream to play and the choices of its
// quality, audio and caption menus.

export type TLibraryAnswer = TLibraryPlaybackAnswer;

/** The id an embedded text subtitle has among the captions. */
export const EMBEDDED_CAPTION_PREFIX = 'embedded-';

/** The path under the library a library file URL names ('/api/sources/library/Film%20(2001)/Film.mkv'). */
export function libraryFilePath(url: string): string | undefined {
  const prefix = sourceRoutes.libraryFile.path.replace('*', '');
  if (!url.startsWith(prefix) || url.includes('?')) return undefined;
  try {
    return url.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

/**
 * The library file a file stream plays, whichever provider listed it: its largest quality (the server makes the
 * smaller ones); else undefined.
 */
export function libraryFileOf(stream: TPlayerStream): string | undefined {
  if (stream.type !== 'file') return undefined;
  const key = fileQualityKeys(stream as TFileStream).at(-1);
  const url = key === undefined ? undefined : stream.qualities[key]?.url;
  return url === undefined ? undefined : libraryFilePath(url);
}

/** The library file of a library stream (the server decides how it plays); else undefined. */
export function libraryPathOf(stream: TPlayerStream): string | undefined {
  return stream.provider === 'library' ? libraryFileOf(stream) : undefined;
}

/** What the engines play: the file itself, or the HLS playlist the server makes on demand. */
export function playableStream(answer: TLibraryAnswer, stream: TPlayerStream): TPlayerStream {
  const common = { id: stream.id, name: stream.name, provider: stream.provider, captions: stream.captions };
  if (answer.mode === 'direct') {
    return { ...common, type: 'file', qualities: { original: { url: answer.url } } };
  }
  return { ...common, type: 'hls', playlist: answer.url, isMadeOnDemand: true };
}

export function qualityOptions(answer: TLibraryAnswer): TQualityOption[] {
  return answer.qualities.map((quality: TLibraryQuality) => ({
    value: quality,
    label: quality === 'original' ? 'Original' : quality,
  }));
}

const CODEC_NAMES: Record<string, string> = {
  aac: 'AAC',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
  dts: 'DTS',
  truehd: 'TrueHD',
  mp3: 'MP3',
  opus: 'Opus',
  flac: 'FLAC',
  vorbis: 'Vorbis',
};
const CHANNEL_NAMES: Record<number, string> = { 1: 'Mono', 2: 'Stereo', 6: '5.1', 8: '7.1' };

export interface TAudioOption extends TQualityOption {
  /** Codec and channels, and the track's own title when it has one. */
  detail: string;
}

/** The audio tracks by language, with their codec and channels as detail. */
export function audioOptions(answer: TLibraryAnswer): TAudioOption[] {
  return answer.audio.map((track) => ({
    value: String(track.index),
    label: formatLanguage(track.language ?? 'und'),
    detail: [
      track.title,
      CODEC_NAMES[track.codec] ?? track.codec.toUpperCase(),
      CHANNEL_NAMES[track.channels] ?? `${track.channels} channels`,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

/** The track the profile's preferred audio language (a settings choice such as 'english') picks. */
export function preferredAudioIndex(answer: TLibraryAnswer, preferredAudio: string): number | undefined {
  const tracks = answer.audio.map((track) => ({ ...track, isDefault: track.index === answer.audioIndex }));
  return preferredAudioTrack(tracks, [preferredAudio])?.index;
}

const subtitleName = (subtitle: TLibraryAnswer['subtitles'][number]) =>
  [formatLanguage(subtitle.language ?? 'und'), subtitle.title, subtitle.forced ? 'forced' : undefined]
    .filter(Boolean)
    .join(', ');

/** The file's own text subtitles, as captions served as WebVTT. */
export function embeddedCaptions(subtitles: TLibraryAnswer['subtitles']): TPlayerCaption[] {
  return subtitles.flatMap((subtitle) =>
    subtitle.kind === 'text' && subtitle.url
      ? [
          {
            id: `${EMBEDDED_CAPTION_PREFIX}${subtitle.index}`,
            language: subtitle.language ?? 'und',
            label: subtitleName(subtitle),
            url: subtitle.url,
            type: 'vtt',
          },
        ]
      : [],
  );
}

export interface TBurnInOption {
  index: number;
  label: string;
}

/** Image subtitles (PGS, VobSub): shown only drawn into the picture by a transcode. */
export function burnInOptions(answer: TLibraryAnswer): TBurnInOption[] {
  return answer.subtitles
    .filter((subtitle) => subtitle.kind === 'image')
    .map((subtitle) => ({ index: subtitle.index, label: `${subtitleName(subtitle)} (burn in)` }));
}
