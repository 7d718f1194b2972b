// node --test bench/: the CPU calibration's rules (slowdown from the index, which figures count).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  calibrationFacts,
  createCalibration,
  MAX_RETAKES,
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

test("the run does not count when an index fell below 1,000 or one way's indexes spread by more than 30 %", () => {
  const seen = (lighthouse, page) => ({ lighthouse, page });
  assert.equal(runNotCountingReason(seen([3100, 2900], [2500, 2600])), undefined);
  // The two ways differ by more than 30 % between them, each steady: that is the CPU kind, not the host moving.
  assert.equal(runNotCountingReason(seen([3300, 3200], [2400, 2500])), undefined);
  assert.match(
    runNotCountingReason(seen([2000, 2700], [2500])),
    /index Lighthouse reported varied from 2000 to 2700/,
  );
  assert.match(runNotCountingReason(seen([2000], [2000, 2700])), /measured in the bench's browser varied/);
  assert.match(runNotCountingReason(seen([1500], [990])), /index of 990/);
});

test('the slowdown comes from the index Lighthouse reports; each figure is judged against its own way', () => {
  const calibration = createCalibration({ lighthouse: 3000, page: 2400 }, 'medians before the audits');
  assert.equal(calibration.slowdown, 6);
  assert.equal(calibration.references.lighthouse, 3000);
  // An audit at 3,100 and a browser part at 2,500 both count, though 2,500 is 17 % off Lighthouse's 3,000 ...
  assert.equal(calibration.judge(3100, 'lighthouse'), undefined);
  assert.equal(calibration.judge(2500, 'page'), undefined);
  // ... and a browser part at 3,200 does not: 33 % off the browser's own 2,400.
  assert.match(calibration.judge(3200, 'page'), /33 % off the calibration's 2400/);
  assert.deepEqual(calibration.seen, { lighthouse: [3000, 3100], page: [2400, 2500, 3200] });
});

test("the facts line says both references, the multiplier, each way's range and the verdict", () => {
  const calibration = createCalibration({ lighthouse: 3000, page: 2500 }, 'medians before the audits');
  calibration.judge(2900, 'lighthouse');
  calibration.judge(2600, 'page');
  const facts = calibrationFacts(calibration);
  assert.match(facts, /index 3000 as Lighthouse reports it, 2500 measured in the bench's browser/);
  assert.match(facts, /\(medians before the audits\) → CPU slowdown 6×/);
  assert.match(
    facts,
    /indexes during the run 2900-3000 \(Lighthouse's\), 2500-2600 \(the browser's\); the run counts/,
  );
  calibration.judge(1800, 'lighthouse');
  assert.match(
    calibrationFacts(calibration),
    /\*\*this run does not count\*\*: the index Lighthouse reported varied from 1800 to 3000/,
  );
});

test('a measure off the calibration is taken again while the run has retakes left; each is listed', () => {
  const calibration = createCalibration({ lighthouse: 2000, page: 1600 }, 'medians before the audits');
  // Within 30 %: kept.
  assert.equal(calibration.shouldRetake(1600, 'lighthouse'), false);
  // Off the calibration, or slower than 1,000: dropped and taken again.
  assert.equal(calibration.shouldRetake(1300, 'lighthouse'), true);
  assert.equal(calibration.shouldRetake(900, 'page'), true);
  // Within 30 % of the calibration, but 30 % above a figure already kept: the run would not count with both.
  calibration.judge(1600, 'lighthouse');
  assert.equal(calibration.shouldRetake(2100, 'lighthouse'), true);
  assert.equal(calibration.shouldRetake(2050, 'lighthouse'), false);
  // Asking does not record the index as one the run's figures were taken at.
  assert.deepEqual(calibration.seen, { lighthouse: [2000, 1600], page: [1600] });
  assert.match(
    calibrationFacts(calibration),
    /3 measures taken again after the host strayed from the calibration \(dropped at 1300 \(Lighthouse's\), 900 \(the browser's\), 2100 \(Lighthouse's\)\); the run counts/,
  );
  for (let i = calibration.retaken.length; i < MAX_RETAKES; i++) calibration.shouldRetake(1000, 'page');
  // Out of retakes: the measure stays, and is judged as it is.
  assert.equal(calibration.shouldRetake(1000, 'page'), false);
  assert.equal(calibration.retaken.length, MAX_RETAKES);
  assert.match(calibration.judge(1000, 'page'), /38 % off/);
});
