import { describe, expect, it } from 'vitest';
import { hlsConfig } from './use-stream-playback.ts';

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
