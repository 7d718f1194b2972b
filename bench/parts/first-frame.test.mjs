// node --test bench/: the first frame's summary of its runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianMilestones, meetsFirstFrameTarget, summarizeFirstFrames } from './first-frame.mjs';

const runs = (times) => times.map((ms) => ({ ms, height: ms === undefined ? undefined : 720 }));

test('p50 and p95 of ten runs are the 5th and the 10th fastest (nearest rank)', () => {
  const summary = summarizeFirstFrames(runs([900, 400, 1000, 700, 300, 600, 800, 500, 1900, 200]));
  assert.equal(summary.p50, 600);
  assert.equal(summary.p95, 1900);
  assert.equal(summary.played, 10);
  assert.equal(summary.failed, 0);
  assert.deepEqual(summary.heights, [720]);
  assert.equal(meetsFirstFrameTarget(summary), true);
});

test('a run that never played is counted apart and misses the target', () => {
  const summary = summarizeFirstFrames(runs([500, undefined, 600]));
  assert.equal(summary.played, 2);
  assert.equal(summary.failed, 1);
  assert.equal(summary.p50, 500);
  assert.equal(meetsFirstFrameTarget(summary), false);
});

test('the target is p50 within 1 s and p95 within 2 s', () => {
  const slowMiddle = summarizeFirstFrames(runs([1100, 1100, 1200]));
  assert.equal(meetsFirstFrameTarget(slowMiddle), false);
  const slowTail = summarizeFirstFrames(runs([...Array(9).fill(500), 2100]));
  assert.equal(slowTail.p95, 2100);
  assert.equal(meetsFirstFrameTarget(slowTail), false);
  const edge = summarizeFirstFrames(runs([...Array(9).fill(1000), 2000]));
  assert.equal(meetsFirstFrameTarget(edge), true);
});

test('no run played: no figures and a miss', () => {
  const summary = summarizeFirstFrames(runs([undefined, undefined]));
  assert.equal(summary.played, 0);
  assert.ok(Number.isNaN(summary.p50));
  assert.equal(meetsFirstFrameTarget(summary), false);
});

test('each milestone is the median over the runs that reached it', () => {
  const medians = medianMilestones([
    { milestones: { 'sources found': 300, 'last script': 500, 'first playlist': 700, 'first segment': 900 } },
    { milestones: { 'sources found': 100, 'last script': 400, 'first segment': 800 } },
    {
      milestones: { 'sources found': 200, 'last script': 600, 'first playlist': 650, 'first segment': 1000 },
    },
    { ms: undefined },
  ]);
  assert.deepEqual(medians, {
    'sources found': 200,
    'last script': 500,
    'first playlist': 650,
    'first segment': 900,
  });
});
