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
 * The two ways the bench measures the host's index: as Lighthouse reports it in its audits (`lighthouse`), and
 * with the same benchmark in a page of the bench's own Chromium (`page`, the other browser parts). They disagree
 * by a CPU kind's own margin (22 % on a Xeon host, the other way on an AMD one), so each figure is judged against
 * a reference measured its own way.
 */
export const INDEX_METHODS = ['lighthouse', 'page'];

/**
 * The run's calibration: the index Lighthouse reports, which sets the slowdown (its guidance is written for
 * it), the page measure's reference, and every index seen since by each way (each Lighthouse audit's, each
 * browser part's), so the run as a whole can be judged.
 */
export function createCalibration(references, source) {
  const seen = { lighthouse: [references.lighthouse], page: [references.page] };
  return {
    references,
    source,
    slowdown: slowdownFor(references.lighthouse),
    seen,
    /** Records an index measured during the run (`method` says how); why a figure taken at it does not count. */
    judge(measured, method) {
      seen[method].push(measured);
      return notCountingReason(measured, references[method]);
    },
  };
}

/** Why the run as a whole does not count: an index below 1,000, or one way's indexes spread by more than 30 %. */
export function runNotCountingReason(seen) {
  for (const method of INDEX_METHODS) {
    const low = Math.min(...seen[method]);
    const high = Math.max(...seen[method]);
    if (low < SLOWEST_INDEX) return `an index of ${low}, below ${SLOWEST_INDEX.toLocaleString('en-US')}`;
    if (high > low * (1 + MAX_INDEX_DRIFT)) {
      return `the index ${METHOD_NAMES[method]} varied from ${low} to ${high}, more than 30 %`;
    }
  }
  return undefined;
}

const METHOD_NAMES = { lighthouse: 'Lighthouse reported', page: "measured in the bench's browser" };

export function calibrationFacts(calibration) {
  const { references, source, slowdown, seen } = calibration;
  const reason = runNotCountingReason(seen);
  const range = (method) => `${Math.min(...seen[method])}-${Math.max(...seen[method])}`;
  return (
    `- CPU calibration: Lighthouse benchmark index ${references.lighthouse} as Lighthouse reports it, ` +
    `${references.page} measured in the bench's browser (${source}) → CPU slowdown ${slowdown}× ` +
    `(4 × index / 2,000 above 2,000, else 4); indexes during the run ${range('lighthouse')} (Lighthouse's), ` +
    `${range('page')} (the browser's)` +
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
    return { index, notCounting: calibration.judge(index, 'page') };
  } finally {
    await page.close();
  }
}

const CALIBRATION_MEASURES = 5;
const LIGHTHOUSE_MEASURES = 3;

/**
 * The run's calibration before anything is measured: Lighthouse's own benchmark run five times in the bench's
 * Chromium and three times by Lighthouse itself (`lighthouseIndex`: an audit's reported index), the median of
 * each; or the index given (e.g. the previous run's) for both, to skip that.
 */
export async function calibrate(givenIndex, lighthouseIndex) {
  if (givenIndex) {
    return createCalibration({ lighthouse: givenIndex, page: givenIndex }, 'given with --benchmark-index');
  }
  const browser = await launchBrowser();
  const pageIndexes = [];
  try {
    const page = await browser.newPage();
    for (let i = 0; i < CALIBRATION_MEASURES; i++) pageIndexes.push(await measureBenchmarkIndex(page));
  } finally {
    await browser.close();
  }
  const reported = [];
  for (let i = 0; i < LIGHTHOUSE_MEASURES; i++) reported.push(await lighthouseIndex());
  return createCalibration(
    { lighthouse: percentile(reported, 50), page: percentile(pageIndexes, 50) },
    `medians of ${LIGHTHOUSE_MEASURES} audits and ${CALIBRATION_MEASURES} measures before the audits`,
  );
}
