// Part: jank after load. A Chromium trace of a page on Lighthouse's phone at the calibrated CPU slowdown, for the
// 15 s after its load event: the longest main-thread task and the tasks over 50 ms.
import { launchBrowser, newPhoneContext, throttle, warmServer } from '../lib/browser.mjs';
import { judgeHost } from '../lib/calibration.mjs';
import { ms, row } from '../lib/report.mjs';
import { summarizeTasks, tasksAfterMark } from '../lib/trace-tasks.mjs';

/** No main-thread task after load may be longer than this. */
const TARGET_MS = 100;
const MARK = 'marquee-bench-loaded';
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

async function traceAfterLoad(browser, url, { slowdown, windowMs }) {
  await warmServer(browser, url);
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await throttle(page, { slowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.evaluate((mark) => console.timeStamp(mark), MARK);
      // The window is the measure itself: the page is left alone, as a visitor reading it would.
      await page.waitForTimeout(windowMs);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8'));
    return summarizeTasks(tasksAfterMark(traceEvents, MARK, windowMs));
  } finally {
    await context.close();
  }
}

export async function runAfterLoad({ origin, pages, calibration, windowMs = 15_000 }) {
  const browser = await launchBrowser();
  try {
    const { index, notCounting } = await judgeHost(browser, calibration);
    const rows = [];
    for (const { label, path } of pages) {
      const s = await traceAfterLoad(browser, origin + path, { slowdown: calibration.slowdown, windowMs });
      rows.push(
        row(
          'After load',
          `\`${label}\`: main thread for ${windowMs / 1000} s after load (CPU ${calibration.slowdown}×)`,
          `longest task ${ms(s.longestMs)} · ${s.longCount} of ${s.count} tasks over 50 ms, ` +
            `${ms(s.longMs)} in all (${ms(s.blockingMs)} past 50 ms) · benchmark index ${index}`,
          `no task over ${TARGET_MS} ms`,
          s.longestMs <= TARGET_MS,
          notCounting,
        ),
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}
