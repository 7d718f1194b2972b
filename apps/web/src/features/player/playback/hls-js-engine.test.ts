import Hls from 'hls.js/light';
import { beforeEach, describe, expect, it } from 'vitest';
import { attachToFake, ENGINE_OPTIONS, FakeHls, FakeVideo } from './fake-media.ts';
import {
  fatalHlsStep,
  hlsConfig,
  HlsJsEngine,
  type THlsClass,
  type THlsEngineOptions,
} from './hls-js-engine.ts';

describe('hlsConfig', () => {
  it('retries every load 10 times and starts where the viewer left off', () => {
    expect(hlsConfig(42, '4g')).toEqual({
      startPosition: 42,
      manifestLoadingMaxRetry: 10,
      levelLoadingMaxRetry: 10,
      fragLoadingMaxRetry: 10,
    });
    expect(hlsConfig(0, '4g').startPosition).toBe(-1);
  });

  it('waits long for segments made on demand, and does not retry one refused for busy transcodes', () => {
    const config = hlsConfig(0, '4g', true);
    expect(config.fragLoadingMaxRetry).toBeUndefined();
    const policy = config.fragLoadPolicy!.default;
    expect(policy.maxTimeToFirstByteMs).toBe(60_000);
    const shouldRetry = policy.errorRetry!.shouldRetry!;
    const retryConfig = policy.errorRetry!;
    expect(shouldRetry(retryConfig, 0, false, { url: '', data: '', code: 503 }, true)).toBe(false);
    expect(shouldRetry(retryConfig, 0, false, { url: '', data: '', code: 500 }, true)).toBe(true);
    expect(shouldRetry(retryConfig, 9, false, { url: '', data: '', code: 500 }, false)).toBe(false);
  });

  it('keeps a smaller buffer on 2g and 3g', () => {
    for (const type of ['slow-2g', '2g', '3g']) {
      expect(hlsConfig(0, type)).toMatchObject({ maxBufferLength: 10, maxMaxBufferLength: 20 });
    }
    expect(hlsConfig(0, '4g').maxBufferLength).toBeUndefined();
  });
});

describe('fatalHlsStep', () => {
  it('recovers from a media error, then swaps the audio codec, then gives up', () => {
    expect(fatalHlsStep('media', { network: 0, media: 0 }, true)).toBe('recover-media');
    expect(fatalHlsStep('media', { network: 0, media: 1 }, true)).toBe('swap-codec-and-recover');
    expect(fatalHlsStep('media', { network: 0, media: 2 }, true)).toBe('fatal');
  });

  it('retries the network 3 times, reading the playlist again until one was read, then gives up', () => {
    expect(fatalHlsStep('network', { network: 0, media: 0 }, false)).toBe('reload-playlist');
    expect(fatalHlsStep('network', { network: 2, media: 0 }, true)).toBe('restart-load');
    expect(fatalHlsStep('network', { network: 3, media: 0 }, true)).toBe('network-gave-up');
  });

  it('ends playback on any other fatal error', () => {
    expect(fatalHlsStep('other', { network: 0, media: 0 }, true)).toBe('fatal');
  });
});

function playing(options: Partial<THlsEngineOptions> = {}) {
  const engine = new HlsJsEngine('/demo/master.m3u8', { ...ENGINE_OPTIONS, ...options }, FakeHls.asClass());
  return { ...attachToFake(engine), hls: FakeHls.last };
}

describe('HlsJsEngine', () => {
  beforeEach(() => {
    FakeHls.instances = [];
  });

  it('loads the playlist into the video, starting where the viewer left off', () => {
    const { video, hls } = playing({ startAt: 42 });
    expect(hls.config.startPosition).toBe(42);
    expect(hls.loadSource).toHaveBeenCalledWith('/demo/master.m3u8');
    expect(hls.attachMedia).toHaveBeenCalledWith(video);
  });

  it("hands hls.js the playlists' text the search's answer carried, and none when it carried none", () => {
    expect(playing().hls.config.pLoader).toBeUndefined();
    const { hls } = playing({ playlistTexts: { playlist: '#EXTM3U\n', levels: {} } });
    expect(hls.config.pLoader).toBeTypeOf('function');
  });

  it('lists the levels smallest first after Auto, and leaves the start level to fit the screen', () => {
    const { engine, hls } = playing();
    hls.parseManifest([1080, 360, 720]);
    expect(engine.state.qualities).toEqual([
      { value: 'auto', label: 'Auto' },
      { value: '1', label: '360p' },
      { value: '2', label: '720p' },
      { value: '0', label: '1080p' },
    ]);
    expect(hls.startLevel).toBe(2);
    expect(hls.currentLevel).toBe(-1);
    expect(engine.state.quality).toBe('auto');
  });

  it('starts on a level the connection carries, unless the viewer chose the quality', () => {
    const ladder = [
      [360, 720, 1080],
      [800_000, 2_500_000, 5_000_000],
    ] as const;
    const slow = playing({ startHeight: 1080, startBandwidth: 1_600_000 });
    slow.hls.parseManifest([...ladder[0]], [...ladder[1]]);
    expect(slow.hls.startLevel).toBe(0);
    const fast = playing({ startHeight: 1080, startBandwidth: 10_000_000 });
    fast.hls.parseManifest([...ladder[0]], [...ladder[1]]);
    expect(fast.hls.startLevel).toBe(2);
    const chosen = playing({ startHeight: 1080, lockStartHeight: true, startBandwidth: 1_600_000 });
    chosen.hls.parseManifest([...ladder[0]], [...ladder[1]]);
    expect(chosen.hls.currentLevel).toBe(2);
  });

  it('locks the level of a quality the viewer chose in the settings', () => {
    const { engine, hls } = playing({ startHeight: 1080, lockStartHeight: true });
    hls.parseManifest([360, 1080]);
    expect(hls.currentLevel).toBe(1);
    expect(engine.state.quality).toBe('1');
  });

  it('switches level in place (the position is kept), back to Auto, and says so of a level not there', () => {
    const { video, engine, hls, onChange } = playing();
    hls.parseManifest([360, 720]);
    video.playTo(12);
    engine.setQuality('0');
    expect(hls.currentLevel).toBe(0);
    expect(engine.state.quality).toBe('0');
    engine.setQuality('auto');
    expect(hls.currentLevel).toBe(-1);
    expect(video.seeks).toEqual([]);
    engine.setQuality('7');
    expect(engine.state.error).toEqual({ message: 'Selected quality not available' });
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('retries the network 3 times, then shows the network error with its hint', () => {
    const { engine, hls } = playing();
    hls.failFatally(Hls.ErrorTypes.NETWORK_ERROR);
    expect(hls.loadSource).toHaveBeenCalledTimes(2);
    hls.parseManifest([720]);
    hls.failFatally(Hls.ErrorTypes.NETWORK_ERROR);
    // A fragment that arrives starts the count again.
    hls.emit(Hls.Events.FRAG_LOADED);
    for (let i = 0; i < 3; i++) hls.failFatally(Hls.ErrorTypes.NETWORK_ERROR);
    expect(hls.startLoad).toHaveBeenCalledTimes(4);
    expect(engine.state.error).toBeUndefined();
    hls.failFatally(Hls.ErrorTypes.NETWORK_ERROR);
    expect(engine.state.error).toEqual({
      message: 'Network error: Failed to load after 3 attempts.',
      hint: 'Check your internet connection, then reload.',
    });
  });

  it('says in words that every transcode is busy when a segment is refused with 503', () => {
    const { engine, hls } = playing({ isMadeOnDemand: true });
    hls.emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.NETWORK_ERROR, fatal: true, response: { code: 503 } });
    expect(hls.startLoad).not.toHaveBeenCalled();
    expect(engine.state.error).toEqual({
      message: 'The server is converting as many videos as it can.',
      hint: 'Try again in a minute.',
    });
  });

  it('recovers from media errors, playing on, then ends with the fatal error', () => {
    const { video, engine, hls } = playing();
    video.paused = false;
    hls.failFatally(Hls.ErrorTypes.MEDIA_ERROR);
    hls.failFatally(Hls.ErrorTypes.MEDIA_ERROR);
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(2);
    expect(hls.swapAudioCodec).toHaveBeenCalledTimes(1);
    expect(video.play).toHaveBeenCalledTimes(2);
    hls.failFatally(Hls.ErrorTypes.MEDIA_ERROR);
    expect(engine.state.error).toEqual({ message: 'Fatal HLS error' });
  });

  it('shows a non-fatal error as nothing, and any other fatal one as the fatal error', () => {
    const { engine, hls } = playing();
    hls.emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.NETWORK_ERROR, fatal: false });
    expect(engine.state.error).toBeUndefined();
    hls.failFatally(Hls.ErrorTypes.OTHER_ERROR);
    expect(engine.state.error).toEqual({ message: 'Fatal HLS error' });
  });

  it('says the player could not start when hls.js cannot be made', async () => {
    const Broken = function () {
      throw new Error('no MediaSource');
    } as unknown as THlsClass;
    const engine = new HlsJsEngine('/demo/master.m3u8', ENGINE_OPTIONS, Broken);
    engine.attach(new FakeVideo().element);
    engine.setQuality('auto');
    expect(engine.state.error).toEqual({ message: 'Selected quality not available' });
    await Promise.resolve();
    expect(engine.state.error).toEqual({ message: 'Failed to initialize video player' });
  });

  it('destroy lets go of hls.js', () => {
    const { engine, hls } = playing();
    engine.destroy();
    expect(hls.destroy).toHaveBeenCalledTimes(1);
  });
});
