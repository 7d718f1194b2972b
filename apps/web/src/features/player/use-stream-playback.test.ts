import { describe, expect, it } from 'vitest';
import { fatalHlsStep, hlsConfig } from './use-stream-playback.ts';

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
