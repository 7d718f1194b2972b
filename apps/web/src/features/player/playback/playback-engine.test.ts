import { beforeEach, describe, expect, it } from 'vitest';
import { attachToFake, ENGINE_OPTIONS, FakeHls } from './fake-media.ts';
import { FileEngine } from './file-engine.ts';
import { HlsJsEngine } from './hls-js-engine.ts';
import { NativeHlsEngine } from './native-hls-engine.ts';
import type { TEngineOptions, TPlaybackEngine } from './playback-engine.ts';

// What every engine does the same way: autoplay, and nothing at all once destroyed.
const ENGINES: [string, (options: TEngineOptions) => TPlaybackEngine][] = [
  [
    'file',
    (options) => new FileEngine({ type: 'file', qualities: { '720': { url: '/f/720.mp4' } } }, options),
  ],
  ['native HLS', (options) => new NativeHlsEngine('/demo/master.m3u8', options)],
  ['hls.js', (options) => new HlsJsEngine('/demo/master.m3u8', options, FakeHls.asClass())],
];

describe.each(ENGINES)('the %s engine', (_name, make) => {
  beforeEach(() => {
    FakeHls.instances = [];
  });

  it('asks to play as soon as the stream is set, when autoplay is on', () => {
    const { video } = attachToFake(make({ ...ENGINE_OPTIONS, autoplay: true }));
    expect(video.play).toHaveBeenCalledTimes(1);
    video.fire('canplay');
    video.fire('canplay');
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('asks once more when the video can play if that first play was cut short', () => {
    const { video } = attachToFake(make({ ...ENGINE_OPTIONS, autoplay: true }));
    video.paused = true;
    video.fire('canplay');
    video.fire('canplay');
    expect(video.play).toHaveBeenCalledTimes(2);
  });

  it('leaves the video to its play button when autoplay is off', () => {
    const { video } = attachToFake(make(ENGINE_OPTIONS));
    video.fire('canplay');
    expect(video.play).not.toHaveBeenCalled();
  });

  it('once destroyed, no event of the video or the player plays, seeks or changes what it shows', () => {
    const { video, engine, onChange } = attachToFake(
      make({ ...ENGINE_OPTIONS, autoplay: true, startAt: 30 }),
    );
    const state = engine.state;
    onChange.mockClear();
    video.play.mockClear();
    video.paused = true;
    engine.destroy();
    for (const type of ['canplay', 'loadedmetadata', 'error']) video.fire(type);
    FakeHls.instances.at(-1)?.parseManifest([720]);
    engine.setQuality('auto');
    expect(video.play).not.toHaveBeenCalled();
    expect(video.seeks).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    expect(engine.state).toBe(state);
  });
});
