import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { segmentUrls, summarizeStarts, sustainedViewers } from './library.mjs';

describe('library part', () => {
  it('counts the most viewers whose every transcode kept up, stopping at the first round that did not', () => {
    assert.equal(
      sustainedViewers([
        { viewers: 1, speeds: [3.1] },
        { viewers: 2, speeds: [1.4, 1.2] },
        { viewers: 3, speeds: [1.1, 0.9, 1.0] },
      ]),
      2,
    );
    assert.equal(sustainedViewers([{ viewers: 1, speeds: [0.8] }]), 0);
    // A viewer that failed has no speed: the round does not count.
    assert.equal(
      sustainedViewers([
        { viewers: 1, speeds: [2] },
        { viewers: 2, speeds: [2] },
      ]),
      1,
    );
  });

  it('keeps the first start apart from the percentiles of the others', () => {
    assert.deepEqual(summarizeStarts([900, 100, 300, 200, undefined]), {
      cold: 900,
      p50: 200,
      p95: 300,
      failed: 1,
    });
  });

  it('lists the segments of a playlist in order', () => {
    const playlist = '#EXTM3U\n#EXTINF:6.0,\n/s/0?a=1\n#EXTINF:2.0,\n/s/1?a=1\n#EXT-X-ENDLIST\n';
    assert.deepEqual(segmentUrls(playlist), ['/s/0?a=1', '/s/1?a=1']);
  });
});
