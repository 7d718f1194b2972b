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
/**
 * How many measures in all a run may take again when the host strayed from the calibration while they were taken
 * (a shared host's neighbours slow it for minutes at a time), and how long it waits before each new try.
 */
export const MAX_RETAKES = 16;
export const RETAKE_WAIT_MS = 30_000;

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
  /** The indexes of measures dropped and taken again, each with its way. */
  const retaken = [];
  return {
    references,
    source,
    slowdown: slowdownFor(references.lighthouse),
    seen,
    retaken,
    /** Records an index measured during the run (`method` says how); why a figure taken at it does not count. */
    judge(measured, method) {
      seen[method].push(measured);
      return notCountingReason(measured, references[method]);
    },
    /**
     * Whether a measure taken at `measured` should be dropped and taken again: it would not count, or keeping it
     * would spread the run's indexes too far for the run to count, and the run has retakes left. A measure not
     * taken again is judged (and recorded) as it is.
     */
    shouldRetake(measured, method) {
      if (retaken.length >= MAX_RETAKES) return false;
      const spread = { ...seen, [method]: [...seen[method], measured] };
      if (!notCountingReason(measured, references[method]) && !runNotCountingReason(spread)) return false;
      retaken.push({ method, index: measured });
      return true;
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
const SHORT_METHOD_NAMES = { lighthouse: "Lighthouse's", page: "the browser's" };

export function calibrationFacts(calibration) {
  const { references, source, slowdown, seen } = calibration;
  const reason = runNotCountingReason(seen);
  const range = (method) => `${Math.min(...seen[method])}-${Math.max(...seen[method])}`;
  const { retaken } = calibration;
  const retakes = retaken.length
    ? `; ${retaken.length} measure${retaken.length === 1 ? '' : 's'} taken again after the host strayed from ` +
      `the calibration (dropped at ${retaken.map((r) => `${r.index} (${SHORT_METHOD_NAMES[r.method]})`).join(', ')})`
    : '';
  return (
    `- CPU calibration: Lighthouse benchmark index ${references.lighthouse} as Lighthouse reports it, ` +
    `${references.page} measured in the bench's browser (${source}) → CPU slowdown ${slowdown}× ` +
    `(4 × index / 2,000 above 2,000, else 4); indexes during the run ${range('lighthouse')} (Lighthouse's), ` +
    `${range('page')} (the browser's)` +
    retakes +
    (reason ? `; **this run does not count**: ${reason}` : '; the run counts')
  );
}

/** Lighthouse's own benchmark, run in a page of the given Playwright browser page (about a second). */
export async function measureBenchmarkIndex(page) {
  return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
}

/** Measures per host check, median taken: the first in a new page reads 20-40 % low (its renderer still starting). */
const HOST_MEASURES = 3;

/** Waits before a measure taken at `index` is taken again (see `MAX_RETAKES`). */
export function waitBeforeRetake(index) {
  console.log(
    `[bench] host at index ${index}, off the calibration: measuring again in ${RETAKE_WAIT_MS / 1000} s`,
  );
  return new Promise((resolve) => setTimeout(resolve, RETAKE_WAIT_MS));
}

/**
 * The host's index before a browser part, measured in a page of the part's `browser` (the median of three, as the
 * calibration's is a median) and judged: the index, and why the part's figures do not count, if they do not.
 * While the host is off the calibration and the run has retakes left, it waits and measures again.
 */
export async function judgeHost(browser, calibration) {
  const page = await browser.newPage();
  try {
    for (;;) {
      const measures = [];
      for (let i = 0; i < HOST_MEASURES; i++) measures.push(await measureBenchmarkIndex(page));
      const index = percentile(measures, 50);
      if (!calibration.shouldRetake(index, 'page'))
        return { index, notCounting: calibration.judge(index, 'page') };
      await waitBeforeRetake(index);
    }
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
