// npm run bench: builds the web app, starts Marquee on a fresh embedded database, measures each part and
// writes one table to bench/results.md (a partial or quick run goes to data/bench/last-results.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { runApi } from './parts/api.mjs';
import { runImg, posterImgPath } from './parts/img.mjs';
import { runJsBytes } from './parts/js-bytes.mjs';
import { runLighthouse } from './parts/lighthouse.mjs';
import { runLoad } from './parts/load.mjs';
import { runSearch } from './parts/search.mjs';
import { sampleCatalogue } from './lib/browsing-mix.mjs';
import { getOk } from './lib/cannon.mjs';
import { readOptions, USAGE } from './lib/options.mjs';
import { CACHE_DIR, REPO_ROOT, RESULTS_FILE } from './lib/paths.mjs';
import { machineFacts, renderTable, row } from './lib/report.mjs';
import { freePort, startServer } from './lib/server.mjs';
import { removeTwins, writeTwins } from './lib/static-twins.mjs';

const SEARCH_TITLES = 100_000;
/** Parts measured on the server with the sample catalogue (search has a server of its own). */
const SITE_PARTS = ['js', 'lighthouse', 'api', 'img', 'load'];
const API = '/api/tmdb/3';
/** The word searched for on the search page and in the API comparison. */
const SEARCH_WORD = 'star';

const log = (message) => console.error(`[bench] ${message}`);

/** The slug the web app puts after a title's id (packages/domain titleSlug). */
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '-');

/** Pages and API calls named after the first movie and series of the sample catalogue the server seeds. */
async function subjects(origin) {
  const { movies, series } = sampleCatalogue();
  const movie = JSON.parse(await getOk(origin, `${API}/movie/${movies[0].id}`));
  const show = series[0];
  const pages = [
    { label: '/', path: '/' },
    { label: '/movies', path: '/movies' },
    { label: `/movies/${movie.id}-${slug(movie.title)}`, path: `/movies/${movie.id}-${slug(movie.title)}` },
    { label: `/series/${show.id}-${slug(show.name)}`, path: `/series/${show.id}-${slug(show.name)}` },
    { label: `/search?query=${SEARCH_WORD}`, path: `/search?query=${SEARCH_WORD}` },
  ];
  const calls = [
    { label: 'trending.json', path: `${API}/trending/movie/day` },
    { label: 'movie.json', path: `${API}/movie/${movie.id}?append_to_response=credits` },
    { label: 'search.json', path: `${API}/search/multi?query=${SEARCH_WORD}` },
  ];
  return { pages, calls, posterPath: movie.poster_path };
}

/** The exact bytes each API call and the cached poster answer with, to serve again as static files. */
async function twinBodies(origin, { calls, posterPath }) {
  const twins = [];
  for (const call of calls) twins.push({ name: call.label, bytes: await getOk(origin, call.path) });
  const imgPath = posterImgPath(posterPath);
  await getOk(origin, imgPath);
  const response = await fetch(origin + imgPath);
  const extension = (response.headers.get('content-type') ?? 'image/webp')
    .split('/')[1]
    .replace('jpeg', 'jpg');
  twins.push({ name: `poster.${extension}`, bytes: Buffer.from(await response.arrayBuffer()) });
  return twins;
}

async function measureSite(options, port) {
  const { parts, plan } = options;
  const rows = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-data-'));
  try {
    log('starting the server on a fresh data directory (seeds the sample catalogue)');
    let server = await startServer({ dataDir, port });
    rows.push(
      row(
        'Server',
        'start on a fresh database (migrate, seed sample catalogue)',
        `${(server.startMs / 1000).toFixed(1)} s`,
      ),
    );
    const subject = await subjects(server.origin);
    const pages = options.quick ? subject.pages.slice(0, 2) : subject.pages;
    let twins = [];
    try {
      if (parts.has('js')) {
        log('JavaScript bytes per page');
        rows.push(...(await runJsBytes({ origin: server.origin, pages })));
      }
      if (parts.has('lighthouse')) {
        log('Lighthouse, mobile, performance');
        const chromePort = options.portBase ? options.portBase + 9 : undefined;
        rows.push(
          ...(await runLighthouse({
            origin: server.origin,
            pages,
            runs: options.lighthouseRuns,
            chromePort,
          })),
        );
      }
      if (parts.has('api') || parts.has('img') || parts.has('load'))
        twins = await twinBodies(server.origin, subject);
    } finally {
      await server.stop();
    }
    if (twins.length === 0) return rows;
    // The server lists static files when it starts: a second start on the same data serves the twins.
    const twinPaths = writeTwins(twins);
    server = await startServer({ dataDir, port });
    try {
      const load = { origin: server.origin, connections: plan.apiConnections, seconds: plan.apiSeconds };
      if (parts.has('api')) {
        log(`API against static twins (${plan.apiSeconds} s each)`);
        for (const call of subject.calls) await getOk(server.origin, call.path);
        rows.push(...(await runApi({ ...load, calls: subject.calls, twins: twinPaths })));
      }
      if (parts.has('img')) {
        log('/img against a static twin, and cold resizes');
        const twinPath = Object.entries(twinPaths).find(([name]) => name.startsWith('poster.'))[1];
        rows.push(...(await runImg({ ...load, posterPath: subject.posterPath, twinPath })));
      }
      if (parts.has('load')) {
        log(`load: ${plan.loadConnections} connections for ${plan.loadSeconds} s, health probe alongside`);
        rows.push(
          ...(await runLoad({
            origin: server.origin,
            connections: plan.loadConnections,
            seconds: plan.loadSeconds,
          })),
        );
      }
    } finally {
      await server.stop();
      removeTwins();
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function writeResults(options, rows, started, loadAtStart) {
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
    machineFacts(loadAtStart),
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
  removeTwins();
  if (options.build && SITE_PARTS.some((p) => options.parts.has(p))) {
    log('building the web app (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const port = await freePort(options.portBase);
  const rows = SITE_PARTS.some((p) => options.parts.has(p)) ? await measureSite(options, port) : [];
  if (options.parts.has('search')) {
    log(`search over ${SEARCH_TITLES.toLocaleString('en-US')} titles`);
    rows.push(
      ...(await runSearch({
        count: SEARCH_TITLES,
        queries: options.plan.queries,
        budgetMs: options.plan.searchBudgetMs,
        fresh: options.freshImport,
        port,
        log,
      })),
    );
  }
  await writeResults(options, rows, started, loadAtStart);
}

main().catch((error) => {
  removeTwins();
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
