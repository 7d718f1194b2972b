// The CPU the bench emulates: Lighthouse's benchmark index of the host picks the CPU slowdown, so a faster
// host is slowed more and the emulated phone stays the same; runs on a host too slow or too unsteady do not count.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchBrowser } from './browser.mjs';
import { percentile } from './report.mjs';

/** Lighthouse's default slowdown (4×) is meant for a host of about this index (a high-end desktop). */
export const REFERENCE_INDEX = 2000;
export const DEFAULT_SLOWDOWN = 4;
/** Below this index Lighthouse itself warns that the host is too slow to emulate its phone. */
export const SLOWEST_INDEX = 1000;
/** How far an index measured during the run may stray from the calibration's before the figures stop counting. */
export const MAX_INDEX_DRIFT = 0.3;

/** The CPU slowdown for a host of `index`: 4 × index / 2,000 above 2,000 (one decimal), else Lighthouse's 4. */
export function slowdownFor(index) {
  if (!(index > REFERENCE_INDEX)) return DEFAULT_SLOWDOWN;
  return Math.round(((DEFAULT_SLOWDOWN * index) / REFERENCE_INDEX) * 10) / 10;
}

/** Why a figure measured at `index` does not count, or undefined when it does. */
export function notCountingReason(index, calibrationIndex) {
  if (index < SLOWEST_INDEX) return `host slower than index ${SLOWEST_INDEX.toLocaleString('en-US')}`;
  const drift = Math.abs(index - calibrationIndex) / calibrationIndex;
  if (drift > MAX_INDEX_DRIFT) {
    return `index ${index} is ${Math.round(drift * 100)} % off the calibration's ${calibrationIndex}`;
  }
  return undefined;
}

/**
 * The run's calibration: the index that set the slowdown, and every index seen since (each Lighthouse audit's,
 * each browser part's), so the run as a whole can be judged.
 */
export function createCalibration(index, source) {
  const seen = [index];
  return {
    index,
    source,
    slowdown: slowdownFor(index),
    seen,
    /** Records an index measured during the run; returns why a figure taken at it does not count, if so. */
    judge(measured) {
      seen.push(measured);
      return notCountingReason(measured, index);
    },
  };
}

/** Why the run as a whole does not count (an index below 1,000, or the indexes spread by more than 30 %). */
export function runNotCountingReason(seen) {
  const low = Math.min(...seen);
  const high = Math.max(...seen);
  if (low < SLOWEST_INDEX) return `an index of ${low}, below ${SLOWEST_INDEX.toLocaleString('en-US')}`;
  if (high > low * (1 + MAX_INDEX_DRIFT)) return `the index varied from ${low} to ${high}, more than 30 %`;
  return undefined;
}

/** The line of the results' facts that says at which CPU the run measured and whether it counts. */
export function calibrationFacts(calibration) {
  const { index, source, slowdown, seen } = calibration;
  const reason = runNotCountingReason(seen);
  return (
    `- CPU calibration: Lighthouse benchmark index ${index} (${source}) → CPU slowdown ${slowdown}× ` +
    `(4 × index / 2,000 above 2,000, else 4); indexes during the run ${Math.min(...seen)}-${Math.max(...seen)}` +
    (reason ? `; **this run does not count**: ${reason}` : '; the run counts')
  );
}

/** Lighthouse's own benchmark, run in a page of the given Playwright browser page (about a second). */
export async function measureBenchmarkIndex(page) {
  return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
}

/**
 * Measures the host's index once in a fresh page of a browser part's `browser` and judges it: the index, and why
 * that part's figures do not count, if they do not.
 */
export async function judgeHost(browser, calibration) {
  const page = await browser.newPage();
  try {
    const index = await measureBenchmarkIndex(page);
    return { index, notCounting: calibration.judge(index) };
  } finally {
    await page.close();
  }
}

const CALIBRATION_MEASURES = 5;

/**
 * The run's calibration before anything is measured: Lighthouse's own benchmark run five times in the bench's
 * Chromium (median), or the index given (e.g. the previous run's) to skip that.
 */
export async function calibrate(givenIndex) {
  if (givenIndex) return createCalibration(givenIndex, 'given with --benchmark-index');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const indexes = [];
    for (let i = 0; i < CALIBRATION_MEASURES; i++) indexes.push(await measureBenchmarkIndex(page));
    return createCalibration(percentile(indexes, 50), `median of ${CALIBRATION_MEASURES} before the audits`);
  } finally {
    await browser.close();
  }
}
