import { HLS_NETWORK_RECOVERIES, HLS_RETRY_COUNT, qualityLabel, startLevelIndex } from '@marquee/domain';
import type { THlsPlaylistTexts } from '@marquee/domain';
import Hls, { type ErrorData, type HlsConfig, type Level } from 'hls.js/light';
import { playMedia } from '../media-element.ts';
import { PLAYER_MESSAGES } from '../player-messages.ts';
import { knownPlaylistsConfig } from './known-playlist-loader.ts';
import {
  AUTO_QUALITY,
  PlaybackEngineBase,
  type TEngineOptions,
  type TPlaybackState,
  type TQualityOption,
} from './playback-engine.ts';

/** The part of hls.js the engine drives (tests hand in a fake). */
export type THlsPlayer = Pick<
  Hls,
  | 'on'
  | 'loadSource'
  | 'attachMedia'
  | 'startLoad'
  | 'recoverMediaError'
  | 'swapAudioCodec'
  | 'destroy'
  | 'levels'
  | 'currentLevel'
  | 'startLevel'
>;
export type THlsClass = new (config: Partial<HlsConfig>) => THlsPlayer;

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
 * HLS_NETWORK_RECOVERIES times; media errors recover and resume, the second time with the audio
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

/** What the server answers while every transcode slot is taken: the viewer is told, not kept waiting. */
const TRANSCODES_BUSY_STATUS = 503;

/**
 * Loading of segments a server makes when asked: each can take many seconds to start arriving (ffmpeg makes it
 * whole first), and a 503 (every transcode busy) is not retried but shown.
 */
const onDemandFragments: Partial<HlsConfig> = {
  fragLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 60_000,
      maxLoadTimeMs: 120_000,
      timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: {
        maxNumRetry: HLS_RETRY_COUNT,
        retryDelayMs: 1000,
        maxRetryDelayMs: 8000,
        shouldRetry: (_config, _count, _isTimeout, response, retry) =>
          retry && response?.code !== TRANSCODES_BUSY_STATUS,
      },
    },
  },
};

/**
 * hls.js settings: every load retried 10 times; a smaller forward buffer on slow connections (2g or 3g),
 * hls.js' own defaults otherwise; start where the viewer left off. Segments made on demand get their own load
 * policy (onDemandFragments).
 */
export function hlsConfig(
  startAt: number,
  effectiveType: string = connectionType(),
  isMadeOnDemand = false,
): Partial<HlsConfig> {
  const isSlow = ['slow-2g', '2g', '3g'].includes(effectiveType);
  return {
    startPosition: startAt > 0 ? startAt : -1,
    manifestLoadingMaxRetry: HLS_RETRY_COUNT,
    levelLoadingMaxRetry: HLS_RETRY_COUNT,
    ...(isMadeOnDemand ? onDemandFragments : { fragLoadingMaxRetry: HLS_RETRY_COUNT }),
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

const errorKind = (data: ErrorData) =>
  data.type === Hls.ErrorTypes.NETWORK_ERROR
    ? 'network'
    : data.type === Hls.ErrorTypes.MEDIA_ERROR
      ? 'media'
      : 'other';

export interface THlsEngineOptions extends TEngineOptions {
  /** The server makes each segment when asked (a library transcode). */
  isMadeOnDemand?: boolean;
  /** The playlists' text, when the search's answer carried them: hls.js reads them from here first. */
  playlistTexts?: THlsPlaylistTexts | undefined;
}

/** HLS through hls.js (Media Source Extensions): levels for the quality menu, recovery from fatal errors. */
export class HlsJsEngine extends PlaybackEngineBase {
  #hls: THlsPlayer | undefined;
  readonly #tries = { network: 0, media: 0 };
  #hasManifest = false;
  readonly #isMadeOnDemand: boolean;
  readonly #playlistTexts: THlsPlaylistTexts | undefined;

  constructor(
    private readonly playlist: string,
    options: THlsEngineOptions,
    private readonly HlsPlayer: THlsClass = Hls,
  ) {
    super(options);
    this.#isMadeOnDemand = options.isMadeOnDemand === true;
    this.#playlistTexts = options.playlistTexts;
  }

  protected load(video: HTMLVideoElement): void {
    let hls: THlsPlayer;
    try {
      hls = new this.HlsPlayer({
        ...hlsConfig(this.options.startAt, undefined, this.#isMadeOnDemand),
        ...knownPlaylistsConfig(this.playlist, this.#playlistTexts),
      });
    } catch {
      queueMicrotask(() => this.update({ error: { message: PLAYER_MESSAGES.initFailed } }));
      return;
    }
    this.#hls = hls;
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => this.#start(hls, data.levels));
    hls.on(Hls.Events.FRAG_LOADED, () => {
      this.#tries.network = 0;
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal && data.response?.code === TRANSCODES_BUSY_STATUS) {
        this.update({
          error: { message: PLAYER_MESSAGES.transcodesBusy, hint: PLAYER_MESSAGES.transcodesBusyHint },
        });
      } else if (data.fatal) {
        this.#recover(hls, video, errorKind(data));
      }
    });
    hls.loadSource(this.playlist);
    hls.attachMedia(video);
  }

  protected switchQuality(_video: HTMLVideoElement, value: string): void {
    const hls = this.#hls;
    const index = value === AUTO_QUALITY ? -1 : Number(value);
    if (!hls || (index !== -1 && !hls.levels[index])) {
      this.update({ error: { message: PLAYER_MESSAGES.qualityMissing } });
      return;
    }
    hls.currentLevel = index;
    this.update({ quality: value });
  }

  protected release(): void {
    this.#hls?.destroy();
    this.#hls = undefined;
  }

  // The levels are known: the menu lists them, and playback starts on the one the screen or setting asks for.
  #start(hls: THlsPlayer, levels: Level[]): void {
    this.#hasManifest = true;
    const patch: Partial<TPlaybackState> = { qualities: levelOptions(levels) };
    const { startHeight, lockStartHeight, startBandwidth } = this.options;
    const index = startLevelIndex(levels, startHeight, lockStartHeight ? undefined : startBandwidth);
    if (index >= 0 && lockStartHeight) {
      hls.currentLevel = index;
      patch.quality = String(index);
    } else if (index >= 0) {
      hls.startLevel = index;
    }
    this.update(patch);
  }

  #recover(hls: THlsPlayer, video: HTMLVideoElement, kind: 'network' | 'media' | 'other'): void {
    const step = fatalHlsStep(kind, this.#tries, this.#hasManifest);
    switch (step) {
      case 'reload-playlist':
      case 'restart-load':
        this.#tries.network += 1;
        if (step === 'restart-load') hls.startLoad();
        else hls.loadSource(this.playlist);
        return;
      case 'recover-media':
      case 'swap-codec-and-recover': {
        this.#tries.media += 1;
        if (step === 'swap-codec-and-recover') hls.swapAudioCodec();
        const wasPlaying = !video.paused;
        hls.recoverMediaError();
        if (wasPlaying) playMedia(video);
        return;
      }
      case 'network-gave-up':
        this.update({ error: { message: PLAYER_MESSAGES.networkGaveUp, hint: PLAYER_MESSAGES.networkHint } });
        return;
      case 'fatal':
        this.update({ error: { message: PLAYER_MESSAGES.fatalHls } });
        return;
    }
  }
}
