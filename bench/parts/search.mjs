// Part 4: search latency over 100,000 titles. A server on its own copy of the imported database answers a
// few hundred search/multi queries one after another; we time each and check the meant title is found.
import fs from 'node:fs';
import { generateCatalogue } from '../dataset/generate-titles.mjs';
import { searchDataDir } from '../dataset/search-database.mjs';
import { searchQueries } from '../dataset/search-queries.mjs';
import { ms, percentile, row } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const P95_TARGET_MS = 25;
const WARM_UP_QUERIES = 2;

async function timeQuery(origin, query) {
  const started = performance.now();
  try {
    const response = await fetch(
      `${origin}/api/tmdb/3/search/multi?query=${encodeURIComponent(query.query)}`,
    );
    const body = await response.json();
    const elapsed = performance.now() - started;
    // Several titles may share a name (as remakes do): any of them counts as found.
    const name = query.name.toLowerCase();
    const found = response.ok && body.results.some((r) => (r.title ?? r.name)?.toLowerCase() === name);
    return { elapsed, ok: response.ok, status: response.status, found };
  } catch {
    // The connection dropped (the server or its database restarting): a failed query, not a stopped bench.
    return { elapsed: performance.now() - started, ok: false, status: 'no answer', found: false };
  }
}

/** A server on a fresh copy of the imported titles; a cached copy it cannot open is imported anew, once. */
async function startOnTitles({ count, catalogue, fresh, port, log }) {
  for (const isRetry of [false, true]) {
    const data = await searchDataDir({ count, catalogue, fresh: fresh || isRetry, log });
    try {
      return { data, server: await startServer({ dataDir: data.dataDir, port }) };
    } catch (error) {
      fs.rmSync(data.dataDir, { recursive: true, force: true });
      if (!data.isCached || isRetry) throw error;
      log(`the cached database did not open (${error.message.split('\n')[0]}); importing again`);
    }
  }
}

export async function runSearch({ count, queries: wanted, budgetMs, fresh, port, log }) {
  const catalogue = generateCatalogue(count);
  const { data, server } = await startOnTitles({ count, catalogue, fresh, port, log });
  try {
    const queries = searchQueries(catalogue, wanted + WARM_UP_QUERIES);
    for (const q of queries.slice(0, WARM_UP_QUERIES)) await timeQuery(server.origin, q);
    const timed = [];
    const started = performance.now();
    for (const q of queries.slice(WARM_UP_QUERIES)) {
      if (performance.now() - started > budgetMs) break;
      timed.push({ ...q, ...(await timeQuery(server.origin, q)) });
    }
    // Failures are the server's to explain: show the end of its log.
    if (timed.some((t) => !t.ok)) log(`search failures; the server's log ends with:\n${server.output()}`);
    return searchRows({ count, timed, wanted, importMs: data.importMs, isCached: data.isCached });
  } finally {
    await server.stop();
    fs.rmSync(data.dataDir, { recursive: true, force: true });
  }
}

function searchRows({ count, timed, wanted, importMs, isCached }) {
  const latencies = timed.map((t) => t.elapsed);
  const p95 = percentile(latencies, 95);
  const failures = timed.filter((t) => !t.ok);
  const failed = failures.length;
  const statuses = [...new Set(failures.map((t) => t.status))].join(', ');
  const foundShare = (kind) => {
    const ofKind = timed.filter((t) => t.kind === kind);
    return `${ofKind.filter((t) => t.found).length}/${ofKind.length}`;
  };
  const ran = timed.length < wanted ? `${timed.length} of ${wanted} (time budget)` : `${timed.length}`;
  const titles = count.toLocaleString('en-US');
  return [
    row(
      'Search',
      `${ran} queries over ${titles} titles, one at a time`,
      `p50 ${ms(percentile(latencies, 50))} · **p95 ${ms(p95)}** · p99 ${ms(percentile(latencies, 99))} · ` +
        `max ${ms(Math.max(...latencies))}` +
        (failed ? ` · **${failed} failed** (status ${statuses})` : ''),
      `p95 ≤ ${P95_TARGET_MS} ms`,
      p95 <= P95_TARGET_MS && failed === 0,
    ),
    row(
      'Search',
      'meant title (by name) on the first page',
      `exact ${foundShare('exact')} · prefix ${foundShare('prefix')} · typo ${foundShare('typo')}`,
    ),
    row(
      'Search',
      `import of ${titles} titles (one file)`,
      `${(importMs / 1000).toFixed(0)} s${isCached ? ' (on an earlier run; cached in data/bench/)' : ''}`,
    ),
  ];
}
