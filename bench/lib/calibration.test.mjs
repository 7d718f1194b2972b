// node --test bench/: the CPU calibration's rules (slowdown from the index, which figures count).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  calibrationFacts,
  createCalibration,
  notCountingReason,
  runNotCountingReason,
  slowdownFor,
} from './calibration.mjs';

test("Lighthouse's 4× up to index 2,000; above it 4 × index / 2,000, to one decimal", () => {
  assert.equal(slowdownFor(800), 4);
  assert.equal(slowdownFor(2000), 4);
  assert.equal(slowdownFor(3000), 6);
  assert.equal(slowdownFor(3357), 6.7);
  assert.equal(slowdownFor(2043), 4.1);
  assert.equal(slowdownFor(Number.NaN), 4);
});

test('a figure taken on a host slower than index 1,000 does not count', () => {
  assert.match(notCountingReason(999, 1000), /slower than index 1,000/);
  assert.equal(notCountingReason(1000, 1000), undefined);
});

test('a figure taken at an index more than 30 % off the calibration does not count', () => {
  assert.equal(notCountingReason(2600, 2000), undefined);
  assert.equal(notCountingReason(1400, 2000), undefined);
  assert.match(notCountingReason(2700, 2000), /35 % off the calibration's 2000/);
  assert.match(notCountingReason(1300, 2000), /35 % off/);
});

test('the run does not count when an index fell below 1,000 or the indexes spread by more than 30 %', () => {
  assert.equal(runNotCountingReason([2000, 2500, 2600]), undefined);
  assert.match(runNotCountingReason([2000, 2700]), /varied from 2000 to 2700/);
  assert.match(runNotCountingReason([1500, 990]), /index of 990/);
});

test('the calibration records every index it judges, and its facts line says the multiplier and the verdict', () => {
  const calibration = createCalibration(3000, 'median of 3 before the audits');
  assert.equal(calibration.slowdown, 6);
  assert.equal(calibration.judge(2900), undefined);
  assert.deepEqual(calibration.seen, [3000, 2900]);
  assert.match(
    calibrationFacts(calibration),
    /index 3000 \(median of 3 before the audits\) → CPU slowdown 6×/,
  );
  assert.match(calibrationFacts(calibration), /indexes during the run 2900-3000; the run counts/);
  assert.match(calibration.judge(1800), /40 % off/);
  assert.match(
    calibrationFacts(calibration),
    /\*\*this run does not count\*\*: the index varied from 1800 to 3000/,
  );
});
