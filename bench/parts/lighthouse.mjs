// Part 2: Lighthouse (mobile preset, performance only) per page: score, LCP, TBT, CLS, at the calibrated CPU
// slowdown. Runs the lighthouse command line, which launches its own headless Chromium, one page at a time.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, CHROMIUM_FLAGS, REPO_ROOT } from '../lib/paths.mjs';
import { launchBrowser, warmServer } from '../lib/browser.mjs';
import { DEFAULT_SLOWDOWN, waitBeforeRetake } from '../lib/calibration.mjs';
import { ms, percentile, row } from '../lib/report.mjs';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');
const RUN_TIMEOUT_MS = 120_000;

const TARGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

async function audit(url, chromePort, slowdown) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-lh-')), 'report.json');
  const flags = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${flags}`,
        '--quiet',
        `--throttling.cpuSlowdownMultiplier=${slowdown}`,
        ...(chromePort ? [`--port=${chromePort}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: RUN_TIMEOUT_MS, maxBuffer: 1 << 24 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const audits = report.audits;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's own measure of how fast the machine was (higher is faster; a busy machine scores low).
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

/**
 * One audit, tried once more when Lighthouse itself fails (it sometimes loses the trace of a page load,
 * NO_NAVSTART, and asks to be run again), so one lost trace does not cost the whole part.
 */
async function auditWithRetry(url, chromePort, slowdown) {
  try {
    return await audit(url, chromePort, slowdown);
  } catch (error) {
    console.warn(`[bench] Lighthouse run failed, trying once more: ${String(error).split('\n')[0]}`);
    return audit(url, chromePort, slowdown);
  }
}

/**
 * The benchmark index Lighthouse reports for the host, from one audit of a page that costs next to nothing to
 * load (the calibration's measure: its guidance for the slowdown is written for this index).
 */
export async function lighthouseIndex(url, chromePort) {
  return (await auditWithRetry(url, chromePort, DEFAULT_SLOWDOWN)).benchmarkIndex;
}

/**
 * The median run by score of `runs` audits of one page (Lighthouse varies from run to run), and why the page's
 * figures do not count when one of its runs measured the host too slow or far off the calibration. An audit whose
 * host was off the calibration is taken again after a pause while the run has retakes left.
 */
async function medianAudit(url, runs, chromePort, calibration) {
  const results = [];
  const reasons = [];
  for (let i = 0; i < runs; i++) {
    let result = await auditWithRetry(url, chromePort, calibration.slowdown);
    while (calibration.shouldRetake(result.benchmarkIndex, 'lighthouse')) {
      await waitBeforeRetake(result.benchmarkIndex);
      result = await auditWithRetry(url, chromePort, calibration.slowdown);
    }
    results.push(result);
    // Judged (and recorded) at once, so the next audit's retake rule sees this one among the run's indexes.
    const reason = calibration.judge(result.benchmarkIndex, 'lighthouse');
    if (reason) reasons.push(reason);
  }
  const middle = percentile(
    results.map((r) => r.score),
    50,
  );
  return { ...results.find((r) => r.score === middle), notCounting: reasons[0] };
}

export async function runLighthouse({ origin, pages, runs = 1, chromePort, calibration }) {
  // Each page once beforehand on Lighthouse's phone, so its pictures' first resizes do not run during an audit.
  const browser = await launchBrowser();
  try {
    for (const { path: pagePath } of pages) await warmServer(browser, origin + pagePath);
  } finally {
    await browser.close();
  }
  const rows = [];
  for (const { label, path: pagePath } of pages) {
    const r = await medianAudit(origin + pagePath, runs, chromePort, calibration);
    const misses = [
      r.score < TARGET.score && 'score',
      r.lcpMs > TARGET.lcpMs && 'LCP',
      r.tbtMs > TARGET.tbtMs && 'TBT',
      r.cls >= TARGET.cls && 'CLS',
    ].filter(Boolean);
    rows.push(
      row(
        'Lighthouse',
        `\`${label}\``,
        `score ${r.score} · LCP ${(r.lcpMs / 1000).toFixed(2)} s · TBT ${ms(r.tbtMs)} · CLS ${r.cls.toFixed(3)}` +
          (misses.length ? ` (missed: ${misses.join(', ')})` : '') +
          ` · benchmark index ${r.benchmarkIndex} · CPU ${calibration.slowdown}×`,
        'score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS < 0.05',
        misses.length === 0,
        r.notCounting,
      ),
    );
  }
  return rows;
}
