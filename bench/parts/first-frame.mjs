// Part: first frame. From the click on a title page's Watch (once the page is idle) to the demo stream playing (`playing` fired and its
// currentTime advancing), in a fresh phone browser each run, at the calibrated CPU slowdown, on Lighthouse's
// mobile network and unthrottled: p50 and p95 of the runs, and where the time went (from Resource Timing).
/* global window, document, requestAnimationFrame, HTMLVideoElement -- these functions run in the page */
import { launchBrowser, MOBILE_NETWORK, newPhoneContext, throttle } from '../lib/browser.mjs';
import { judgeHost } from '../lib/calibration.mjs';
import { laterCodeFetched } from '../lib/later-code.mjs';
import { percentile, row } from '../lib/report.mjs';

/** Targets on the mobile network: half the runs within a second, nearly all within two. */
const TARGET = { p50Ms: 1000, p95Ms: 2000 };
const RUN_TIMEOUT_MS = 60_000;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Runs in the page before its scripts: notes the time of the last trusted click and, after the first `playing`,
 * the first animation frame at which the video's currentTime has moved on (with the picture's height).
 */
function probeFirstFrame() {
  const probe = { clickAt: undefined, frameAt: undefined, height: undefined };
  Object.defineProperty(window, '__benchFirstFrame', { value: probe });
  // The page's own load fills the default 250 entries; the player's requests come after.
  performance.setResourceTimingBufferSize(2000);
  document.addEventListener('click', (event) => event.isTrusted && (probe.clickAt = event.timeStamp), true);
  document.addEventListener(
    'playing',
    (event) => {
      const video = event.target;
      if (probe.frameAt !== undefined || !(video instanceof HTMLVideoElement)) return;
      const from = video.currentTime;
      const check = () => {
        if (video.currentTime > from) {
          probe.frameAt = performance.now();
          probe.height = video.videoHeight;
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
}

/**
 * What the player waited for, by the path of its requests: when the first (or the last) of them ended. Scripts are
 * the player's code loaded on the click (the last one counts); playlists and segments the stream's first.
 */
const MILESTONES = {
  'sources found': ['/api/sources/search', 'first'],
  'last script': ['.js', 'last'],
  'first playlist': ['.m3u8', 'first'],
  'first segment': ['.m4s', 'first'],
};

/** Runs in the page at the first frame: each milestone in ms after the click (requests ended before the frame). */
function readMilestones(milestones) {
  const { clickAt, frameAt } = window.__benchFirstFrame;
  const between = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= clickAt && entry.responseEnd <= frameAt);
  return Object.fromEntries(
    Object.entries(milestones).map(([name, [ending, which]]) => {
      const times = between
        .filter((entry) => new URL(entry.name).pathname.includes(ending))
        .map((entry) => entry.responseEnd - clickAt);
      if (times.length === 0) return [name, undefined];
      return [name, which === 'first' ? Math.min(...times) : Math.max(...times)];
    }),
  );
}

/** The median of each milestone over the runs that reached it. */
export function medianMilestones(runs) {
  return Object.fromEntries(
    Object.keys(MILESTONES).map((name) => {
      const times = runs.map((r) => r.milestones?.[name]).filter((t) => t !== undefined);
      return [name, percentile(times, 50)];
    }),
  );
}

/** p50 and p95 of the runs that reached a first frame, and how many did not. */
export function summarizeFirstFrames(runs) {
  const times = runs.filter((r) => r.ms !== undefined).map((r) => r.ms);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    played: times.length,
    failed: runs.length - times.length,
    heights: [...new Set(runs.map((r) => r.height).filter(Boolean))].sort((a, b) => a - b),
  };
}

/** Whether the runs meet the target: every run played, p50 within 1 s and p95 within 2 s. */
export function meetsFirstFrameTarget(summary) {
  return summary.failed === 0 && summary.p50 <= TARGET.p50Ms && summary.p95 <= TARGET.p95Ms;
}

/** The stored site settings with a start quality ('480p', ...), the one start setting the player reads. */
const storeQuality = (quality) => localStorage.setItem('settings', JSON.stringify({ quality }));

async function oneRun(browser, url, { slowdown, network, quality }) {
  const context = await newPhoneContext(browser);
  try {
    await context.addInitScript(probeFirstFrame);
    if (quality !== 'auto') await context.addInitScript(storeQuality, quality);
    const page = await context.newPage();
    await throttle(page, { slowdown, network });
    await page.goto(url, { waitUntil: 'load', timeout: RUN_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    // A visitor looks at the page a moment before pressing Watch: the page has then fetched, once idle, the
    // player's files it lists (see the contract's `later`), and the click waits for none of them.
    await page.waitForFunction(laterCodeFetched, undefined, { timeout: 30_000 }).catch(() => {});
    await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
    await page.waitForFunction(() => window.__benchFirstFrame.frameAt !== undefined, undefined, {
      timeout: RUN_TIMEOUT_MS,
    });
    const { clickAt, frameAt, height } = await page.evaluate(() => window.__benchFirstFrame);
    return { ms: frameAt - clickAt, height, milestones: await page.evaluate(readMilestones, MILESTONES) };
  } catch (error) {
    console.warn(`[bench] first frame run failed: ${String(error).split('\n')[0]}`);
    return { ms: undefined };
  } finally {
    await context.close();
  }
}

export async function runFirstFrame({ origin, moviePath, calibration, runs = 10, quality = 'auto' }) {
  const browser = await launchBrowser();
  try {
    const { index, notCounting } = await judgeHost(browser, calibration);
    const { slowdown } = calibration;
    const rows = [];
    const networks = [
      ['mobile network (1.6 Mbps, 150 ms)', MOBILE_NETWORK],
      ['unthrottled network', undefined],
    ];
    for (const [name, network] of networks) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        results.push(await oneRun(browser, origin + moviePath, { slowdown, network, quality }));
      }
      const s = summarizeFirstFrames(results);
      const steps = Object.entries(medianMilestones(results))
        .filter(([, t]) => !Number.isNaN(t))
        .map(([name, t]) => `${name} ${seconds(t)}`);
      const isTargeted = network !== undefined;
      rows.push(
        row(
          'First frame',
          `Watch to playing, ${name}, ${runs} runs (CPU ${slowdown}×, start quality ${quality})`,
          (s.played ? `p50 ${seconds(s.p50)} · p95 ${seconds(s.p95)}` : 'no run played') +
            (s.failed ? ` · **${s.failed} never played**` : '') +
            (steps.length ? ` · medians after the click: ${steps.join(', ')}` : '') +
            ` · started at ${s.heights.map((h) => `${h}p`).join(', ') || 'no picture'} · benchmark index ${index}`,
          isTargeted ? 'p50 ≤ 1.0 s, p95 ≤ 2.0 s' : '',
          isTargeted ? meetsFirstFrameTarget(s) : undefined,
          notCounting,
        ),
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}
