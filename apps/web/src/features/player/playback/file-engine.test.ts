import { describe, expect, it } from 'vitest';
import { attachToFake, ENGINE_OPTIONS } from './fake-media.ts';
import { FileEngine, type TFileStream } from './file-engine.ts';
import type { TEngineOptions } from './playback-engine.ts';

const STREAM: TFileStream = {
  type: 'file',
  qualities: {
    '1080': { url: '/f/1080.mp4' },
    '360': { url: '/f/360.mp4' },
    '720': { url: '/f/720.mp4' },
    '4k': { url: '' },
  },
};
const playing = (options: Partial<TEngineOptions> = {}) =>
  attachToFake(new FileEngine(STREAM, { ...ENGINE_OPTIONS, ...options }));

describe('FileEngine', () => {
  it('offers the qualities that have a file, smallest first, and starts on the one that fits', () => {
    const { video, engine, onChange } = playing();
    expect(engine.state.qualities).toEqual([
      { value: '360', label: '360p' },
      { value: '720', label: '720p' },
      { value: '1080', label: '1080p' },
    ]);
    expect(engine.state.quality).toBe('720');
    expect(video.src).toBe('/f/720.mp4');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves to the start position once the file is read, unless it is already past it', () => {
    const { video } = playing({ startAt: 30 });
    video.fire('loadedmetadata');
    expect(video.seeks).toEqual([30]);
    video.playTo(31);
    video.fire('loadedmetadata');
    expect(video.seeks).toEqual([30]);
  });

  it('switches quality to the other file where it was, playing on if it played', () => {
    const { video, engine } = playing({ startAt: 5 });
    video.fire('loadedmetadata');
    video.paused = false;
    video.playTo(40);
    engine.setQuality('1080');
    expect(video.src).toBe('/f/1080.mp4');
    expect(engine.state.quality).toBe('1080');
    video.playTo(0);
    video.fire('loadedmetadata');
    expect(video.seeks.at(-1)).toBe(40);
    expect(video.play).toHaveBeenCalledTimes(1);
    // Only once: a later load of the same file does not go back there.
    video.playTo(50);
    video.fire('loadedmetadata');
    expect(video.seeks.at(-1)).toBe(40);
  });

  it('keeps a paused video paused on a quality switch', () => {
    const { video, engine } = playing();
    video.playTo(8);
    engine.setQuality('360');
    video.fire('loadedmetadata');
    expect(video.seeks).toEqual([8]);
    expect(video.play).not.toHaveBeenCalled();
  });

  it('says so of a quality without a file', () => {
    const { video, engine } = playing();
    engine.setQuality('4k');
    expect(engine.state.error).toEqual({ message: 'Selected quality not available' });
    expect(video.src).toBe('/f/720.mp4');
  });

  it("shows 'The video couldn't be loaded.', with the network hint when the network failed", () => {
    const { video, engine } = playing();
    video.error = { code: 4 };
    video.fire('error');
    expect(engine.state.error).toEqual({ message: "The video couldn't be loaded." });
    video.error = { code: MediaError.MEDIA_ERR_NETWORK };
    video.fire('error');
    expect(engine.state.error).toEqual({
      message: "The video couldn't be loaded.",
      hint: 'Check your internet connection, then reload.',
    });
  });

  it('destroy empties the video, and drops the seek of a quality switch not yet loaded', () => {
    const { video, engine } = playing();
    engine.setQuality('1080');
    engine.destroy();
    expect(video.src).toBe('');
    expect(video.load).toHaveBeenCalledTimes(1);
    video.fire('loadedmetadata');
    expect(video.seeks).toEqual([]);
  });
});
