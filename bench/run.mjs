// npm run bench: builds the web app, starts Marquee on a fresh embedded database, measures each part and
// writes one table to bench/results.md (a partial or quick run goes to data/bench/last-results.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { runAfterLoad } from './parts/after-load.mjs';
import { runApi } from './parts/api.mjs';
import { runExport } from './parts/export.mjs';
import { runFirstFrame } from './parts/first-frame.mjs';
import { runImg } from './parts/img.mjs';
import { runInteractions } from './parts/interactions.mjs';
import { runJsBytes } from './parts/js-bytes.mjs';
import { runLibrary } from './parts/library.mjs';
import { lighthouseIndex, runLighthouse } from './parts/lighthouse.mjs';
import { runLoad } from './parts/load.mjs';
import { runSearch } from './parts/search.mjs';
import { calibrate, calibrationFacts } from './lib/calibration.mjs';
import { getOk } from './lib/cannon.mjs';
import { CALIBRATED_PARTS, readOptions, USAGE } from './lib/options.mjs';
import { CACHE_DIR, CHROMIUM, REPO_ROOT, RESULTS_FILE } from './lib/paths.mjs';
import { machineFacts, renderTable, row } from './lib/report.mjs';
import { freePort, startServer } from './lib/server.mjs';
import { removeTwins, writeTwins } from './lib/static-twins.mjs';
import { subjects, twinBodies } from './lib/subjects.mjs';

const SEARCH_TITLES = 100_000;
/** Parts measured on the server with the sample catalogue (search has a server of its own). */
const SITE_PARTS = ['js', ...CALIBRATED_PARTS, 'api', 'img', 'load'];
/** The parts that drive Chromium, by the name their rows carry. */
const BROWSER_PARTS = {
  js: 'JS bytes',
  lighthouse: 'Lighthouse',
  'after-load': 'After load',
  interactions: 'Interactions',
  'first-frame': 'First frame',
};
/** The pages whose main thread is traced after load (the two busiest first pages). */
const AFTER_LOAD_PAGES = 2;
const log = (message) => console.error(`[bench] ${message}`);

/** Runs one part; a part that fails leaves a row saying why and the others still run. */
async function attempt(part, rows, measure) {
  const started = performance.now();
  try {
    rows.push(...(await measure()));
  } catch (error) {
    log(`${part} failed: ${error instanceof Error ? error.stack : error}`);
    rows.push(row(part, 'failed', String(error instanceof Error ? error.message : error).split('\n')[0]));
  }
  log(`${part} took ${Math.round((performance.now() - started) / 1000)} s`);
}

/**
 * JavaScript bytes, then, at the CPU slowdown the calibration picks: Lighthouse, the main thread after load,
 * interactions and the first frame of the player. Returns the calibration, if one was made.
 */
async function measurePages(options, origin, pages, rows) {
  const { parts, quick, plan } = options;
  if (!fs.existsSync(CHROMIUM)) {
    for (const name of Object.entries(BROWSER_PARTS).flatMap(([p, n]) => (parts.has(p) ? [n] : []))) {
      rows.push(row(name, 'skipped', `no Chromium at ${CHROMIUM}`));
    }
    return undefined;
  }
  const shown = quick ? pages.slice(0, 2) : pages;
  // The host is measured first, while nothing else runs: after the JS bytes part, the server was still resizing
  // that part's pictures on the same cores (one run measured 779 there, 1,500 a minute later).
  let calibration;
  const chromePort = options.portBase ? options.portBase + 9 : undefined;
  if (CALIBRATED_PARTS.some((p) => parts.has(p))) {
    await attempt('CPU calibration', rows, async () => {
      // Lighthouse's own index, from audits of a page of text (no pictures for the server to resize meanwhile).
      const reported = () => lighthouseIndex(`${origin}/privacy`, chromePort);
      calibration = await calibrate(options.benchmarkIndex, reported);
      return [];
    });
    if (calibration) {
      const { lighthouse, page } = calibration.references;
      log(
        `benchmark index ${lighthouse} (Lighthouse's; ${page} in the bench's browser): CPU slowdown ${calibration.slowdown}×`,
      );
    }
  }
  if (parts.has('js')) {
    log('JavaScript bytes per page');
    await attempt('JS bytes', rows, () => runJsBytes({ origin, pages: shown }));
  }
  if (!calibration) return undefined;
  if (parts.has('lighthouse')) {
    log('Lighthouse, mobile, performance');
    const runs = options.lighthouseRuns;
    await attempt('Lighthouse', rows, () =>
      runLighthouse({ origin, pages: shown, runs, chromePort, calibration }),
    );
  }
  if (parts.has('after-load')) {
    log(`main thread for ${plan.afterLoadMs / 1000} s after load`);
    const traced = pages.slice(0, quick ? 1 : AFTER_LOAD_PAGES);
    const windowMs = plan.afterLoadMs;
    await attempt('After load', rows, () => runAfterLoad({ origin, pages: traced, calibration, windowMs }));
  }
  if (parts.has('interactions')) {
    log('interactions (Event Timing)');
    await attempt('Interactions', rows, () => runInteractions({ origin, calibration }));
  }
  if (parts.has('first-frame')) {
    log(`first frame after Watch, ${plan.firstFrameRuns} runs per network`);
    const [, , movie] = pages;
    const watch = { moviePath: movie.path, runs: plan.firstFrameRuns, quality: options.hlsQuality };
    await attempt('First frame', rows, () => runFirstFrame({ origin, calibration, ...watch }));
  }
  return calibration;
}

/** API and /img against their static twins, then the load with its health probe. */
async function measureThroughput({ parts, plan }, origin, subject, twinPaths, rows) {
  const load = { origin, connections: plan.apiConnections, seconds: plan.apiSeconds };
  if (parts.has('api')) {
    log(`API against static twins (${plan.apiSeconds} s each)`);
    for (const call of subject.calls) await getOk(origin, call.path, call.headers);
    await attempt('API', rows, () => runApi({ ...load, calls: subject.calls, twins: twinPaths }));
  }
  if (parts.has('img')) {
    log('/img against a static twin, and cold resizes');
    const twinPath = Object.entries(twinPaths).find(([name]) => name.startsWith('poster.'))[1];
    await attempt('/img', rows, () => runImg({ ...load, posterPath: subject.posterPath, twinPath }));
  }
  if (parts.has('load')) {
    log(`load: ${plan.loadConnections} connections for ${plan.loadSeconds} s, health probe alongside`);
    const { loadConnections: connections, loadSeconds: seconds } = plan;
    await attempt('Load', rows, () => runLoad({ origin, connections, seconds }));
  }
}

/**
 * Every part but search, on one fresh data directory: first pages, then (restarted with twins) throughput.
 * Returns the rows and the CPU calibration, if one was made.
 */
async function measureSite(options, port) {
  const rows = [];
  let calibration;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-data-'));
  try {
    log('starting the server on a fresh data directory (seeds the sample catalogue)');
    let server = await startServer({ dataDir, port });
    const startS = (server.startMs / 1000).toFixed(1);
    rows.push(row('Server', 'start on a fresh database (migrate, seed sample catalogue)', `${startS} s`));
    const subject = await subjects(server.origin);
    let twins = [];
    try {
      calibration = await measurePages(options, server.origin, subject.pages, rows);
      const needsTwins = ['api', 'img', 'load'].some((p) => options.parts.has(p));
      if (needsTwins) twins = await twinBodies(server.origin, subject);
    } finally {
      await server.stop();
    }
    if (twins.length === 0) return { rows, calibration };
    // The server lists static files when it starts: a second start on the same data serves the twins.
    const twinPaths = writeTwins(twins);
    server = await startServer({ dataDir, port });
    try {
      await measureThroughput(options, server.origin, subject, twinPaths, rows);
    } finally {
      await server.stop();
      removeTwins();
    }
    return { rows, calibration };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function writeResults(options, { rows, calibration }, started, loadAtStart, startedAt) {
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const mode = [
    options.quick && 'quick mode',
    options.isPartial && `parts: ${[...options.parts].join(', ')}`,
  ].filter(Boolean);
  const text = [
    '# Benchmark results',
    '',
    `Measured by \`npm run bench\`${mode.length ? ` (${mode.join('; ')})` : ''} in ${minutes} minutes.`,
    '',
    'Throughput (req/s) counts successful (2xx) answers only; refused or failed requests are counted apart.',
    '',
    machineFacts(loadAtStart, startedAt),
    ...(calibration ? [calibrationFacts(calibration)] : []),
    '',
    renderTable(rows),
    '',
  ].join('\n');
  const file = options.quick || options.isPartial ? path.join(CACHE_DIR, 'last-results.md') : RESULTS_FILE;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Formatted as `npm run check` wants the committed file to be.
  const formatted = await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  fs.writeFileSync(file, formatted);
  console.log(formatted);
  log(`written to ${path.relative(REPO_ROOT, file)}`);
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const started = performance.now();
  const loadAtStart = os.loadavg();
  const startedAt = new Date();
  removeTwins();
  if (options.build && SITE_PARTS.some((p) => options.parts.has(p))) {
    log('building the web app (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const port = await freePort(options.portBase);
  const site = SITE_PARTS.some((p) => options.parts.has(p)) ? await measureSite(options, port) : { rows: [] };
  const { rows } = site;
  if (options.parts.has('search')) {
    log(`search over ${SEARCH_TITLES.toLocaleString('en-US')} titles`);
    const { queries, searchBudgetMs: budgetMs } = options.plan;
    const fresh = options.freshImport;
    await attempt('Search', rows, () =>
      runSearch({ count: SEARCH_TITLES, queries, budgetMs, fresh, port, log }),
    );
  }
  if (options.parts.has('export')) {
    log('export of a large account');
    await attempt('Export', rows, () => runExport({ port, log }));
  }
  if (options.parts.has('library')) {
    log('library: first frames, concurrent transcodes, API latency beside them');
    await attempt('Library', rows, () => runLibrary({ port, log, quick: options.quick }));
  }
  await writeResults(options, site, started, loadAtStart, startedAt);
}

main().catch((error) => {
  removeTwins();
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
