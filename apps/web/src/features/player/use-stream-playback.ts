import {
  HLS_NETWORK_RECOVERIES,
  HLS_RETRY_COUNT,
  qualityLabel,
  sortQualityKeys,
  startLevelIndex,
  startQualityKey,
} from '@marquee/domain';
import Hls, { type ErrorData, type HlsConfig, type Level } from 'hls.js/light';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearMediaSource, playMedia, seekMedia, setMediaSource } from './media-element.ts';
import { PLAYER_MESSAGES, type TPlayerError } from './player-messages.ts';
import type { TPlayerStream } from './types.ts';

/** A choice in the quality menu: 'auto', an HLS level index, or a file quality key. */
export interface TQualityOption {
  value: string;
  label: string;
}

export const AUTO_QUALITY = 'auto';

export interface TStreamPlaybackOptions {
  /** Where to start (seconds). */
  startAt: number;
  /** Whether to play as soon as the video can. */
  autoplay: boolean;
  /** The tallest picture to start on (screen size or the quality setting). */
  startHeight: number;
  /** Whether the starting height was chosen by the user (locks the level instead of leaving it to ABR). */
  lockStartHeight: boolean;
}

export interface TStreamPlayback {
  qualities: TQualityOption[];
  quality: string;
  setQuality: (value: string) => void;
  error: TPlayerError | undefined;
  /** Loads the stream again (the error's Reload button), from where it was. */
  reload: () => void;
}

interface TSession {
  qualities: TQualityOption[];
  quality: string;
  error?: TPlayerError | undefined;
}

const EMPTY_SESSION: TSession = { qualities: [], quality: AUTO_QUALITY };

const connectionType = () =>
  (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '';

/** What the player does about a fatal hls.js error. */
export type TFatalHlsStep =
  | 'reload-playlist'
  | 'restart-load'
  | 'network-gave-up'
  | 'recover-media'
  | 'swap-codec-and-recover'
  | 'fatal';

/**
 * The next step after a fatal hls.js error, given the recoveries tried so far: network errors are retried
 * (reading the playlist again when none was read yet, since restarting the load would wait forever) up to
 * HLS_NETWORK_RECOVERIES times; media errors recover and resume (spec §4), the second time with the audio
 * codec swapped as hls.js advises; anything else, or a third media error, ends playback with the error.
 */
export function fatalHlsStep(
  kind: 'network' | 'media' | 'other',
  tries: { network: number; media: number },
  hasManifest: boolean,
): TFatalHlsStep {
  if (kind === 'network') {
    if (tries.network >= HLS_NETWORK_RECOVERIES) return 'network-gave-up';
    return hasManifest ? 'restart-load' : 'reload-playlist';
  }
  if (kind === 'media' && tries.media < 2) {
    return tries.media === 0 ? 'recover-media' : 'swap-codec-and-recover';
  }
  return 'fatal';
}

/**
 * hls.js settings (spec §9): every load retried 10 times; a smaller forward buffer on slow connections (2g or 3g),
 * hls.js' own defaults otherwise; start where the viewer left off.
 */
export function hlsConfig(startAt: number, effectiveType: string = connectionType()): Partial<HlsConfig> {
  const isSlow = ['slow-2g', '2g', '3g'].includes(effectiveType);
  return {
    startPosition: startAt > 0 ? startAt : -1,
    manifestLoadingMaxRetry: HLS_RETRY_COUNT,
    levelLoadingMaxRetry: HLS_RETRY_COUNT,
    fragLoadingMaxRetry: HLS_RETRY_COUNT,
    ...(isSlow ? { maxBufferLength: 10, maxMaxBufferLength: 20 } : {}),
  };
}

const levelOptions = (levels: readonly Level[]): TQualityOption[] => [
  { value: AUTO_QUALITY, label: 'Auto' },
  ...levels
    .map((level, index) => ({ index, height: level.height }))
    .sort((a, b) => a.height - b.height)
    .map(({ index, height }) => ({ value: String(index), label: qualityLabel(height) })),
];

const fileKeys = (stream: TPlayerStream & { type: 'file' }) =>
  sortQualityKeys(Object.keys(stream.qualities).filter((key) => stream.qualities[key]?.url));

/** What makes a stream unplayable before anything loads. */
function upfrontError(stream: TPlayerStream): TPlayerError | undefined {
  if (stream.type === 'file') {
    return fileKeys(stream).length === 0 ? { message: PLAYER_MESSAGES.noQuality } : undefined;
  }
  if (Hls.isSupported() || document.createElement('video').canPlayType('application/vnd.apple.mpegurl')) {
    return undefined;
  }
  return { message: PLAYER_MESSAGES.hlsUnsupported };
}

/** Plays one stream in a video element: hls.js for playlists, the element itself for files; quality and errors. */
export function useStreamPlayback(
  video: HTMLVideoElement | null,
  stream: TPlayerStream,
  options: TStreamPlaybackOptions,
): TStreamPlayback {
  const { autoplay, startHeight, lockStartHeight } = options;
  // Each load (first, or a reload from where it stopped) is an attempt; state of an older one is not shown.
  const [attempt, setAttempt] = useState<{ stream: TPlayerStream; count: number; at?: number }>({
    stream,
    count: 0,
  });
  const current = attempt.stream === stream ? attempt : { stream, count: 0 };
  const startAt = current.at ?? options.startAt;
  const [state, setState] = useState<{ stream: TPlayerStream; count: number; session: TSession }>();
  const session = state?.stream === stream && state.count === current.count ? state.session : EMPTY_SESSION;
  const hlsRef = useRef<Hls | undefined>(undefined);
  const staticError = useMemo(() => upfrontError(stream), [stream]);
  const attemptCount = current.count;

  useEffect(() => {
    if (!video || staticError) return;
    const count = attemptCount;
    const update = (patch: Partial<TSession>) =>
      setState((previous) => ({
        stream,
        count,
        session: {
          ...(previous?.stream === stream && previous.count === count ? previous.session : EMPTY_SESSION),
          ...patch,
        },
      }));
    const cleanups: (() => void)[] = [];
    const listen = (type: string, handler: () => void) => {
      video.addEventListener(type, handler);
      cleanups.push(() => video.removeEventListener(type, handler));
    };
    const end = () => cleanups.forEach((cleanup) => cleanup());
    if (autoplay) {
      let hasStarted = false;
      listen('canplay', () => {
        if (hasStarted) return;
        hasStarted = true;
        playMedia(video);
      });
    }
    const seekToStart = () => {
      if (startAt > 0 && video.currentTime < startAt) seekMedia(video, startAt);
    };

    if (stream.type === 'file') {
      const keys = fileKeys(stream);
      const start = startQualityKey(keys, startHeight) ?? keys[0] ?? '';
      listen('loadedmetadata', seekToStart);
      listen('error', () => {
        const isNetwork = video.error?.code === MediaError.MEDIA_ERR_NETWORK;
        update({
          error: {
            message: PLAYER_MESSAGES.couldNotLoad,
            ...(isNetwork ? { hint: PLAYER_MESSAGES.networkHint } : {}),
          },
        });
      });
      update({ qualities: keys.map((key) => ({ value: key, label: qualityLabel(key) })), quality: start });
      setMediaSource(video, stream.qualities[start]?.url ?? '');
      return () => {
        end();
        clearMediaSource(video);
      };
    }

    if (!Hls.isSupported()) {
      // Safari plays HLS itself.
      listen('loadedmetadata', seekToStart);
      setMediaSource(video, stream.playlist);
      return () => {
        end();
        clearMediaSource(video);
      };
    }

    let hls: Hls;
    try {
      hls = new Hls(hlsConfig(startAt));
    } catch {
      queueMicrotask(() => update({ error: { message: PLAYER_MESSAGES.initFailed } }));
      return end;
    }
    hlsRef.current = hls;
    let networkRecoveries = 0;
    let mediaRecoveries = 0;
    let hasManifest = false;
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      hasManifest = true;
      const patch: Partial<TSession> = { qualities: levelOptions(data.levels) };
      const index = startLevelIndex(data.levels, startHeight);
      if (index >= 0 && lockStartHeight) {
        hls.currentLevel = index;
        patch.quality = String(index);
      } else if (index >= 0) {
        hls.startLevel = index;
      }
      update(patch);
    });
    hls.on(Hls.Events.FRAG_LOADED, () => {
      networkRecoveries = 0;
    });
    hls.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
      if (!data.fatal) return;
      const kind =
        data.type === Hls.ErrorTypes.NETWORK_ERROR
          ? 'network'
          : data.type === Hls.ErrorTypes.MEDIA_ERROR
            ? 'media'
            : 'other';
      const step = fatalHlsStep(kind, { network: networkRecoveries, media: mediaRecoveries }, hasManifest);
      switch (step) {
        case 'reload-playlist':
        case 'restart-load':
          networkRecoveries += 1;
          if (step === 'restart-load') hls.startLoad();
          else hls.loadSource(stream.playlist);
          return;
        case 'recover-media':
        case 'swap-codec-and-recover': {
          mediaRecoveries += 1;
          if (step === 'swap-codec-and-recover') hls.swapAudioCodec();
          const wasPlaying = !video.paused;
          hls.recoverMediaError();
          if (wasPlaying) playMedia(video);
          return;
        }
        case 'network-gave-up':
          update({ error: { message: PLAYER_MESSAGES.networkGaveUp, hint: PLAYER_MESSAGES.networkHint } });
          return;
        case 'fatal':
          update({ error: { message: PLAYER_MESSAGES.fatalHls } });
          return;
      }
    });
    hls.loadSource(stream.playlist);
    hls.attachMedia(video);
    return () => {
      end();
      hls.destroy();
      hlsRef.current = undefined;
    };
  }, [video, stream, attemptCount, staticError, startAt, autoplay, startHeight, lockStartHeight]);

  const count = current.count;
  const setQuality = useCallback(
    (value: string) => {
      if (!video) return;
      const update = (patch: Partial<TSession>) =>
        setState((previous) => ({
          stream,
          count,
          session: {
            ...(previous?.stream === stream && previous.count === count ? previous.session : EMPTY_SESSION),
            ...patch,
          },
        }));
      if (stream.type === 'hls') {
        const hls = hlsRef.current;
        const index = value === AUTO_QUALITY ? -1 : Number(value);
        if (!hls || (index !== -1 && !hls.levels[index])) {
          update({ error: { message: PLAYER_MESSAGES.qualityMissing } });
          return;
        }
        hls.currentLevel = index;
        update({ quality: value });
        return;
      }
      const url = stream.qualities[value]?.url;
      if (!url) {
        update({ error: { message: PLAYER_MESSAGES.qualityMissing } });
        return;
      }
      // A file quality is another file: carry on from the same point, playing if it was.
      const at = video.currentTime;
      const wasPlaying = !video.paused;
      const restore = () => {
        video.removeEventListener('loadedmetadata', restore);
        seekMedia(video, at);
        if (wasPlaying) playMedia(video);
      };
      video.addEventListener('loadedmetadata', restore);
      setMediaSource(video, url);
      update({ quality: value });
    },
    [video, stream, count],
  );

  const reload = useCallback(() => {
    const at = video && video.currentTime > 0 ? video.currentTime : undefined;
    setAttempt((previous) => ({
      stream,
      count: (previous.stream === stream ? previous.count : 0) + 1,
      ...(at !== undefined ? { at } : {}),
    }));
  }, [video, stream]);

  return {
    qualities: session.qualities,
    quality: session.quality,
    setQuality,
    error: staticError ?? session.error,
    reload,
  };
}
