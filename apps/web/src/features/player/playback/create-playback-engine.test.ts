import Hls from 'hls.js/light';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlaybackEngine, streamProblem } from './create-playback-engine.ts';
import { ENGINE_OPTIONS } from './fake-media.ts';
import { FileEngine } from './file-engine.ts';
import { HlsJsEngine } from './hls-js-engine.ts';
import { NativeHlsEngine } from './native-hls-engine.ts';

const HLS = { type: 'hls', playlist: '/demo/master.m3u8' } as const;
const FILE = { type: 'file', qualities: { '720': { url: '/f/720.mp4' } } } as const;

describe('createPlaybackEngine', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('plays files in the element, playlists in hls.js where it runs, else natively', () => {
    expect(createPlaybackEngine(FILE, ENGINE_OPTIONS)).toBeInstanceOf(FileEngine);
    vi.spyOn(Hls, 'isSupported').mockReturnValue(true);
    expect(createPlaybackEngine(HLS, ENGINE_OPTIONS)).toBeInstanceOf(HlsJsEngine);
    vi.spyOn(Hls, 'isSupported').mockReturnValue(false);
    expect(createPlaybackEngine(HLS, ENGINE_OPTIONS)).toBeInstanceOf(NativeHlsEngine);
  });
});

describe('streamProblem', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("'No valid quality found' for a file stream without a file", () => {
    expect(streamProblem({ type: 'file', qualities: { '720': { url: '' } } })).toEqual({
      message: 'No valid quality found',
    });
    expect(streamProblem(FILE)).toBeUndefined();
  });

  it("'HLS is not supported in this browser' where neither hls.js nor the browser plays HLS", () => {
    vi.spyOn(Hls, 'isSupported').mockReturnValue(false);
    expect(streamProblem(HLS)).toEqual({ message: 'HLS is not supported in this browser' });
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    expect(streamProblem(HLS)).toBeUndefined();
    vi.spyOn(Hls, 'isSupported').mockReturnValue(true);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    expect(streamProblem(HLS)).toBeUndefined();
  });
});
