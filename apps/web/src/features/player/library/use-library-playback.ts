import type { TLibraryPlaybackBody } from '@marquee/contract/routes';
import type { TLibraryQuality } from '@marquee/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { settingsStore } from '../../accounts/settings-store.ts';
import type { TQualityOption } from '../playback/playback-engine.ts';
import { PLAYER_MESSAGES, type TPlayerError } from '../player-messages.ts';
import { libraryPlaybackQuery } from '../queries.ts';
import type { TPlayerCaption, TPlayerStream } from '../types.ts';
import type { TStreamPlayback } from '../use-stream-playback.ts';
import { browserCapabilities } from './browser-capabilities.ts';
import {
  audioOptions,
  burnInOptions,
  embeddedCaptions,
  libraryPathOf,
  playableStream,
  preferredAudioIndex,
  qualityOptions,
  type TAudioOption,
  type TBurnInOption,
  type TLibraryAnswer,
} from './library-choices.ts';

interface TLibraryChoice {
  quality: TLibraryQuality;
  /** Unset until the first answer lists the tracks (then the preferred language's). */
  audioIndex?: number | undefined;
  burnInIndex?: number | undefined;
  /** Where the video was when the viewer chose: the answer to the choice starts there. */
  at?: number | undefined;
  /** The playlist the viewer leaves: the server stops its transcode, which would hold a slot a minute. */
  replaces?: string | undefined;
}

export interface TLibraryPlayback {
  /** Whether the stream is a library file (the server decides how it plays). */
  isLibrary: boolean;
  /** What to play: the stream itself, or the server's answer for a library file (undefined until it comes). */
  stream: TPlayerStream | undefined;
  /** Where it starts: the resume point, then where the video was when a choice asked again. */
  startAt: number;
  error: TPlayerError | undefined;
  retry: () => void;
  qualities: TQualityOption[];
  quality: string;
  setQuality: (value: string) => void;
  audio: TAudioOption[];
  audioIndex: number | undefined;
  setAudio: (index: number) => void;
  /** The file's own text subtitles, served as WebVTT. */
  captions: readonly TPlayerCaption[];
  burnIns: TBurnInOption[];
  burnInIndex: number | undefined;
  /** Draws an image subtitle into the picture (a transcode), or stops (undefined). */
  setBurnIn: (index: number | undefined) => void;
}

const NONE: readonly never[] = [];

function errorOf(error: Error | null): TPlayerError | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.status === 503) {
    return { message: PLAYER_MESSAGES.transcodesBusy, hint: PLAYER_MESSAGES.transcodesBusyHint };
  }
  return { message: PLAYER_MESSAGES.couldNotLoad };
}

/**
 * A library file as the server decides for this browser (POST library-playback with what it decodes), asked
 * again at the same position when the viewer picks a quality, an audio track or a subtitle to burn in. Other
 * streams pass through as they are.
 */
export function useLibraryPlayback(
  stream: TPlayerStream,
  video: HTMLVideoElement | null,
  resumeAt: number,
): TLibraryPlayback {
  const path = useMemo(() => libraryPathOf(stream), [stream]);
  const [choice, setChoice] = useState<TLibraryChoice>({ quality: 'original' });
  const [isAudioSettled, setAudioSettled] = useState(false);
  const [played, setPlayed] = useState<{ answer: TLibraryAnswer; stream: TPlayerStream; startAt: number }>();
  const body: TLibraryPlaybackBody = {
    path: path ?? '',
    capabilities: browserCapabilities(),
    quality: choice.quality,
    ...(choice.audioIndex === undefined ? {} : { audioIndex: choice.audioIndex }),
    ...(choice.burnInIndex === undefined ? {} : { burnInIndex: choice.burnInIndex }),
    ...(choice.replaces === undefined ? {} : { replaces: choice.replaces }),
  };
  // The answer playing stays while the next one is asked for, so the video plays on until it can switch.
  const query = useQuery({
    ...libraryPlaybackQuery(body),
    enabled: path !== undefined,
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  const menus = useMemo(
    () =>
      answer && {
        qualities: qualityOptions(answer),
        audio: audioOptions(answer),
        burnIns: burnInOptions(answer),
      },
    [answer],
  );
  // The same subtitles in every answer for the file: the caption showing is not loaded again after a switch.
  const subtitles = JSON.stringify(answer?.subtitles ?? []);
  const captions = useMemo(
    () => embeddedCaptions(JSON.parse(subtitles) as TLibraryAnswer['subtitles']),
    [subtitles],
  );

  // The first answer lists the audio tracks: the profile's preferred language is asked for before anything plays.
  if (answer && !isAudioSettled) {
    setAudioSettled(true);
    const preferred = preferredAudioIndex(answer, settingsStore.get().preferredAudio);
    if (preferred !== undefined && preferred !== answer.audioIndex) {
      setChoice((current) => ({ ...current, audioIndex: preferred }));
    }
  } else if (answer && isAudioSettled && !query.isPlaceholderData && played?.answer !== answer) {
    setPlayed({ answer, stream: playableStream(answer, stream), startAt: choice.at ?? resumeAt });
  }

  if (path === undefined) {
    return {
      isLibrary: false,
      stream,
      startAt: resumeAt,
      error: undefined,
      retry: () => undefined,
      qualities: [],
      quality: '',
      setQuality: () => undefined,
      audio: [],
      audioIndex: undefined,
      setAudio: () => undefined,
      captions: NONE,
      burnIns: [],
      burnInIndex: undefined,
      setBurnIn: () => undefined,
    };
  }
  const ask = (patch: Partial<TLibraryChoice>) => {
    const at = video && video.currentTime > 0 ? video.currentTime : undefined;
    const replaces = played && played.answer.mode !== 'direct' ? played.answer.url : undefined;
    setChoice((current) => ({ ...current, ...patch, at, replaces }));
  };
  return {
    isLibrary: true,
    stream: query.isError ? undefined : played?.stream,
    startAt: played?.startAt ?? resumeAt,
    error: errorOf(query.error),
    retry: () => void query.refetch(),
    qualities: menus?.qualities ?? [],
    quality: choice.quality,
    setQuality: (value) => ask({ quality: value as TLibraryQuality }),
    audio: menus?.audio ?? [],
    audioIndex: answer?.audioIndex,
    setAudio: (index) => ask({ audioIndex: index }),
    captions,
    burnIns: menus?.burnIns ?? [],
    burnInIndex: answer?.burnInIndex,
    setBurnIn: (index) => ask({ burnInIndex: index }),
  };
}

/** The stream's playback with a library file's quality menu and errors in place of the engine's. */
export function withLibraryPlayback(playback: TStreamPlayback, library: TLibraryPlayback): TStreamPlayback {
  if (!library.isLibrary) return playback;
  return {
    qualities: library.qualities,
    quality: library.quality,
    setQuality: library.setQuality,
    error: library.error ?? playback.error,
    reload: library.error ? library.retry : playback.reload,
  };
}
