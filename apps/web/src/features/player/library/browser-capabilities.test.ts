import { CODEC_TESTS } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { testCapabilities } from './browser-capabilities.ts';

describe('testCapabilities', () => {
  it('lists the tests MSE passes and those canPlayType does not deny, by their keys', () => {
    const decodes = new Set<string>([CODEC_TESTS.h264, CODEC_TESTS.aac]);
    const capabilities = testCapabilities({
      isTypeSupported: (type) => decodes.has(type),
      canPlayType: (type) =>
        type === CODEC_TESTS.mp4 ? 'maybe' : type === CODEC_TESTS.h264 ? 'probably' : '',
    });
    expect(capabilities).toEqual({ mse: ['h264', 'aac'], native: ['mp4', 'h264'] });
  });

  it('reports no MSE test passed in a browser without Media Source Extensions', () => {
    const capabilities = testCapabilities({ canPlayType: () => 'maybe' });
    expect(capabilities.mse).toEqual([]);
    expect(capabilities.native).toContain('matroska');
  });
});
