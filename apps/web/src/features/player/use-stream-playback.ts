import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPlaybackEngine, streamProblem } from './playback/create-playback-engine.ts';
import {
  EMPTY_PLAYBACK_STATE,
  type TEngineOptions,
  type TPlaybackEngine,
  type TPlaybackState,
  type TQualityOption,
} from './playback/playback-engine.ts';
import type { TPlayerError } from './player-messages.ts';
import type { TPlayerStream } from './types.ts';

export type TStreamPlaybackOptions = TEngineOptions;

export interface TStreamPlayback {
  qualities: TQualityOption[];
  quality: string;
  setQuality: (value: string) => void;
  error: TPlayerError | undefined;
  /** Loads the stream again (the error's Reload button), from where it was. */
  reload: () => void;
}

/** One load of a stream: the first, or a reload from where it stopped (`at`). */
interface TAttempt {
  stream: TPlayerStream | undefined;
  count: number;
  at?: number;
}

/**
 * Plays one stream in a video element through the engine that fits it; its quality menu and errors. No stream
 * (yet): nothing plays.
 */
export function useStreamPlayback(
  video: HTMLVideoElement | null,
  stream: TPlayerStream | undefined,
  options: TStreamPlaybackOptions,
): TStreamPlayback {
  const { autoplay, startHeight, lockStartHeight, startBandwidth } = options;
  const [attempt, setAttempt] = useState<TAttempt>({ stream, count: 0 });
  const current = attempt.stream === stream ? attempt : { stream, count: 0 };
  const startAt = current.at ?? options.startAt;
  const count = current.count;
  // The state of an older attempt (or stream) is not shown.
  const [shown, setShown] = useState<{
    stream: TPlayerStream | undefined;
    count: number;
    state: TPlaybackState;
  }>();
  const engineRef = useRef<TPlaybackEngine | undefined>(undefined);
  const problem = useMemo(() => stream && streamProblem(stream), [stream]);

  // Started as the video is committed, before the browser paints the player: the paint of a whole overlay takes
  // a slow phone 0.1-0.2 s, which the stream's first downloads now overlap instead of following.
  useLayoutEffect(() => {
    if (!video || !stream || problem) return;
    const engine = createPlaybackEngine(stream, {
      startAt,
      autoplay,
      startHeight,
      lockStartHeight,
      startBandwidth,
    });
    const stop = engine.subscribe(() => setShown({ stream, count, state: engine.state }));
    engineRef.current = engine;
    engine.attach(video);
    return () => {
      stop();
      engine.destroy();
      engineRef.current = undefined;
    };
  }, [video, stream, count, problem, startAt, autoplay, startHeight, lockStartHeight, startBandwidth]);

  const state =
    shown && shown.stream === stream && shown.count === count ? shown.state : EMPTY_PLAYBACK_STATE;
  const setQuality = useCallback((value: string) => engineRef.current?.setQuality(value), []);
  const reload = useCallback(() => {
    const at = video && video.currentTime > 0 ? video.currentTime : undefined;
    setAttempt((previous) => ({
      stream,
      count: (previous.stream === stream ? previous.count : 0) + 1,
      ...(at !== undefined ? { at } : {}),
    }));
  }, [video, stream]);

  return {
    qualities: state.qualities,
    quality: state.quality,
    setQuality,
    error: problem ?? state.error,
    reload,
  };
}
