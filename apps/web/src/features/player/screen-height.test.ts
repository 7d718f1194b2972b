import { afterEach, describe, expect, it } from 'vitest';
import { startBandwidthFor } from './screen-height.ts';

function setDownlink(downlink: number | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: downlink === undefined ? undefined : { downlink },
  });
}

describe('startBandwidthFor', () => {
  afterEach(() => setDownlink(undefined));

  it("follows the browser's downlink estimate in bits per second while the quality is automatic", () => {
    setDownlink(1.6);
    expect(startBandwidthFor('auto')).toBe(1_600_000);
  });

  it('follows none for a quality the settings chose, nor where the browser gives no estimate', () => {
    setDownlink(1.6);
    expect(startBandwidthFor('1080p')).toBeUndefined();
    setDownlink(0);
    expect(startBandwidthFor('auto')).toBeUndefined();
    setDownlink(undefined);
    expect(startBandwidthFor('auto')).toBeUndefined();
  });
});
