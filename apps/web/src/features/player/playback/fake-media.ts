// Test helpers: a video element and an hls.js player whose events the test fires (jsdom's media elements do
// not play, and hls.js needs Media Source Extensions).
import Hls, { type ErrorData, type HlsConfig } from 'hls.js/light';
import { vi } from 'vitest';
import type { THlsPlayer } from './hls-js-engine.ts';
import type { TEngineOptions, TPlaybackEngine } from './playback-engine.ts';

// jsdom has no MediaError; the file engine reads its network code.
vi.stubGlobal('MediaError', { MEDIA_ERR_NETWORK: 2 });

export class FakeVideo extends EventTarget {
  src = '';
  paused = true;
  error: { code: number } | null = null;
  duration = Number.NaN;
  /** Every position written, in order. */
  readonly seeks: number[] = [];
  readonly play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
  readonly load = vi.fn();
  #time = 0;

  get currentTime(): number {
    return this.#time;
  }

  set currentTime(value: number) {
    this.#time = value;
    this.seeks.push(value);
  }

  /** Plays on by itself to `time` (no seek). */
  playTo(time: number): void {
    this.#time = time;
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }

  get element(): HTMLVideoElement {
    return this as unknown as HTMLVideoElement;
  }
}

type THandler = (event: string, data: never) => void;

/** hls.js as the engine sees it: the test fires its events and reads what the engine asked of it. */
export class FakeHls {
  static instances: FakeHls[] = [];
  levels: { height: number }[] = [];
  currentLevel = -1;
  startLevel = -1;
  readonly handlers = new Map<string, THandler[]>();
  readonly loadSource = vi.fn();
  readonly attachMedia = vi.fn();
  readonly startLoad = vi.fn();
  readonly recoverMediaError = vi.fn();
  readonly swapAudioCodec = vi.fn();
  readonly destroy = vi.fn(() => this.handlers.clear());

  constructor(readonly config: Partial<HlsConfig>) {
    FakeHls.instances.push(this);
  }

  on(event: string, handler: THandler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  emit(event: string, data: unknown = {}): void {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data as never);
  }

  /** The playlist was read: these are its levels (bitrates in bits per second, when given). */
  parseManifest(heights: number[], bitrates: number[] = []): void {
    this.levels = heights.map((height, index) => ({ height, bitrate: bitrates[index] ?? 0 }));
    this.emit(Hls.Events.MANIFEST_PARSED, { levels: this.levels });
  }

  failFatally(type: ErrorData['type']): void {
    this.emit(Hls.Events.ERROR, { type, fatal: true });
  }

  static get last(): FakeHls {
    const last = FakeHls.instances.at(-1);
    if (!last) throw new Error('no hls.js player was made');
    return last;
  }

  static asClass(): new (config: Partial<HlsConfig>) => THlsPlayer {
    return FakeHls as unknown as new (config: Partial<HlsConfig>) => THlsPlayer;
  }
}

export const ENGINE_OPTIONS: TEngineOptions = {
  startAt: 0,
  autoplay: false,
  startHeight: 720,
  lockStartHeight: false,
};

/** Attaches an engine to a new fake video, with a listener that records its changes. */
export function attachToFake<T extends TPlaybackEngine>(engine: T) {
  const video = new FakeVideo();
  const onChange = vi.fn();
  engine.subscribe(onChange);
  engine.attach(video.element);
  return { video, engine, onChange };
}
