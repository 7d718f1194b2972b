import { playMedia, seekMedia } from '../media-element.ts';
import type { TPlayerError } from '../player-messages.ts';

/** A choice in the quality menu: 'auto', an HLS level index, or a file quality key. */
export interface TQualityOption {
  value: string;
  label: string;
}

export const AUTO_QUALITY = 'auto';

/** What an engine shows: the quality menu's choices and the one on, and the error that stopped playback. */
export interface TPlaybackState {
  qualities: TQualityOption[];
  quality: string;
  error?: TPlayerError | undefined;
}

export const EMPTY_PLAYBACK_STATE: TPlaybackState = { qualities: [], quality: AUTO_QUALITY };

export interface TEngineOptions {
  /** Where to start (seconds). */
  startAt: number;
  /** Whether to play as soon as the video can. */
  autoplay: boolean;
  /** The tallest picture to start on (screen size or the quality setting). */
  startHeight: number;
  /** Whether the starting height was chosen by the user (locks the level instead of leaving it to ABR). */
  lockStartHeight: boolean;
  /**
   * The connection's estimated bandwidth in bits per second, when the browser tells: an adaptive stream starts
   * on a level it carries (unless the start height is locked).
   */
  startBandwidth?: number | undefined;
}

/** Plays one stream in a video element: the one interface of the file, native-HLS and hls.js engines. */
export interface TPlaybackEngine {
  readonly state: TPlaybackState;
  /** Calls `listener` after every change of `state`; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  /** Starts the stream in `video` (once per engine). */
  attach(video: HTMLVideoElement): void;
  /** Switches to a choice of `state.qualities`, carrying on where the video was. */
  setQuality(value: string): void;
  /** Stops loading and lets go of the element, its listeners and any player behind it. */
  destroy(): void;
}

/** What every engine shares: state and its listeners, autoplay, the start position and the element's listeners. */
export abstract class PlaybackEngineBase implements TPlaybackEngine {
  #state = EMPTY_PLAYBACK_STATE;
  readonly #listeners = new Set<() => void>();
  readonly #cleanups: (() => void)[] = [];
  #video: HTMLVideoElement | undefined;
  #isDestroyed = false;

  constructor(protected readonly options: TEngineOptions) {}

  get state(): TPlaybackState {
    return this.#state;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  attach(video: HTMLVideoElement): void {
    if (this.#video || this.#isDestroyed) return;
    this.#video = video;
    if (this.options.autoplay) {
      // Asked again once the video can play, if it is still paused then: a reset of the source (hls.js
      // recovering) cuts a pending play short.
      let hasStarted = false;
      this.listen(video, 'canplay', () => {
        if (hasStarted) return;
        hasStarted = true;
        if (video.paused) playMedia(video);
      });
    }
    this.load(video);
    // Asked to play as soon as it has a source: the first frame then shows the moment it is decoded, not a
    // task after `canplay`, and hls.js steps over a small gap at the stream's start (it does only while playing).
    if (this.options.autoplay) playMedia(video);
  }

  setQuality(value: string): void {
    if (this.#video && !this.#isDestroyed) this.switchQuality(this.#video, value);
  }

  destroy(): void {
    if (this.#isDestroyed) return;
    this.#isDestroyed = true;
    this.#listeners.clear();
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    if (this.#video) this.release(this.#video);
  }

  /** Points the element (or the player behind it) at the stream. */
  protected abstract load(video: HTMLVideoElement): void;
  protected abstract switchQuality(video: HTMLVideoElement, value: string): void;
  /** Empties the element, or destroys the player driving it. */
  protected abstract release(video: HTMLVideoElement): void;

  /** Changes the state shown; nothing once destroyed (a late event of an old load is not shown). */
  protected update(patch: Partial<TPlaybackState>): void {
    if (this.#isDestroyed) return;
    this.#state = { ...this.#state, ...patch };
    for (const listener of [...this.#listeners]) listener();
  }

  /** Listens to the element until the engine is destroyed (or, with `once`, until the first event). */
  protected listen(video: HTMLVideoElement, type: string, handler: () => void, once = false): void {
    video.addEventListener(type, handler, { once });
    this.#cleanups.push(() => video.removeEventListener(type, handler));
  }

  /** Moves a video that loaded before the start position there (resuming where the viewer left off). */
  protected seekToStart(video: HTMLVideoElement): void {
    const { startAt } = this.options;
    if (startAt > 0 && video.currentTime < startAt) seekMedia(video, startAt);
  }
}
