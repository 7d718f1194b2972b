import { describe, expect, it, vi } from 'vitest';
import { FakeVideo } from './fake-media.ts';
import { NativeHlsEngine } from './native-hls-engine.ts';

const OPTIONS = { startAt: 0, autoplay: false, startHeight: 720, lockStartHeight: false };

function playing(options: Partial<typeof OPTIONS> = {}) {
  const video = new FakeVideo();
  const engine = new NativeHlsEngine('/demo/master.m3u8', { ...OPTIONS, ...options });
  engine.attach(video.element);
  return { video, engine };
}

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

  it('plays once the video can, when autoplay is on', () => {
    const { video } = playing({ autoplay: true });
    video.fire('canplay');
    video.fire('canplay');
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('destroy empties the video and stops listening to it', () => {
    const { video, engine } = playing({ autoplay: true, startAt: 12 });
    const onChange = vi.fn();
    engine.subscribe(onChange);
    engine.destroy();
    expect(video.src).toBe('');
    expect(video.load).toHaveBeenCalledTimes(1);
    video.fire('canplay');
    video.fire('loadedmetadata');
    engine.setQuality('auto');
    expect(video.play).not.toHaveBeenCalled();
    expect(video.seeks).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });
});
