import { describe, expect, it } from 'vitest';
import { attachToFake, ENGINE_OPTIONS } from './fake-media.ts';
import { NativeHlsEngine } from './native-hls-engine.ts';
import type { TEngineOptions } from './playback-engine.ts';

const playing = (options: Partial<TEngineOptions> = {}) =>
  attachToFake(new NativeHlsEngine('/demo/master.m3u8', { ...ENGINE_OPTIONS, ...options }));

describe('NativeHlsEngine', () => {
  it('hands the playlist to the video, which picks its own levels (no quality menu)', () => {
    const { video, engine } = playing();
    expect(video.src).toBe('/demo/master.m3u8');
    expect(engine.state.qualities).toEqual([]);
    engine.setQuality('auto');
    expect(engine.state.error).toEqual({ message: 'Selected quality not available' });
  });

  it('moves to the start position once the playlist is read', () => {
    const { video } = playing({ startAt: 12 });
    video.fire('loadedmetadata');
    expect(video.seeks).toEqual([12]);
  });

  it('destroy empties the video', () => {
    const { video, engine } = playing();
    engine.destroy();
    expect(video.src).toBe('');
    expect(video.load).toHaveBeenCalledTimes(1);
  });
});
