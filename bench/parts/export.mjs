// Part: exporting a large account. A server on a fresh data directory gets an account with 10,000 bookmarks and
// 10,000 titles of watch history (a few episodes each for the series), synced as the web app syncs; then its
// export is asked for a few times, and the export is previewed as an import (the dry run reads and merges it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ms, row } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const TITLES = 10_000;
const BATCH = 500;
const EXPORT_TARGET_MS = 2_000;
const RUNS = 5;
const T0 = Date.UTC(2025, 0, 1);

async function call(origin, method, url, token, body) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      origin,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text;
}

/** The large account: every title bookmarked once and watched (a movie, or three episodes of a series). */
async function fillAccount(origin, token) {
  for (let start = 0; start < TITLES; start += BATCH) {
    const ids = Array.from({ length: BATCH }, (_, i) => start + i + 1);
    const bookmarks = ids.map((id) => ({
      mediaId: id,
      mediaType: id % 2 ? 'movie' : 'tv',
      category: id % 3 ? 'watchlist' : 'favorites',
      addedAt: T0 + id,
      snapshot: { title: `Title ${id}`, posterPath: `/p${id}.jpg`, date: '2020-01-01' },
    }));
    await call(origin, 'POST', '/api/sync/bookmarks', token, { bookmarks });
    const items = Object.fromEntries(
      ids.map((id) => [
        String(id),
        id % 2
          ? {
              type: 'movie',
              title: `Title ${id}`,
              progress: { watched: 600, duration: 6000 },
              updatedAt: T0 + id,
            }
          : {
              type: 'show',
              title: `Title ${id}`,
              updatedAt: T0 + id,
              episodes: Object.fromEntries(
                [1, 2, 3].map((n) => [
                  `s1e${n}`,
                  { progress: { watched: 100, duration: 1500 }, updatedAt: T0 + id },
                ]),
              ),
            },
      ]),
    );
    await call(origin, 'POST', '/api/sync/watch-history', token, { items });
  }
}

export async function runExport({ port, log }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-export-'));
  const server = await startServer({ dataDir, port });
  try {
    const origin = server.origin;
    const password = 'a bench passphrase of some length';
    const signup = JSON.parse(
      await call(origin, 'POST', '/api/auth/signup', undefined, {
        username: 'bench_export',
        email: 'bench_export@example.org',
        password,
        passwordConfirm: password,
      }),
    );
    log(`export: filling an account with ${TITLES.toLocaleString('en-US')} bookmarks and history titles`);
    await fillAccount(origin, signup.token);
    const times = [];
    let document = '';
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      document = await call(origin, 'GET', '/api/users/me/export', signup.token);
      times.push(performance.now() - started);
    }
    const parsed = JSON.parse(document);
    const [profile] = parsed.profiles;
    if (profile.bookmarks.length !== TITLES || Object.keys(profile.history).length !== TITLES) {
      throw new Error('the export does not hold the whole account');
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const worst = sorted.at(-1);
    const started = performance.now();
    await call(origin, 'POST', '/api/users/me/import?dryRun=1', signup.token, document);
    const previewMs = performance.now() - started;
    const size = `${(Buffer.byteLength(document) / 1024 / 1024).toFixed(1)} MB`;
    return [
      row(
        'Export',
        `GET /api/users/me/export, 10,000 bookmarks + 10,000 history titles (${size}), median of ${RUNS}`,
        ms(median),
        `< ${EXPORT_TARGET_MS} ms`,
        median < EXPORT_TARGET_MS,
      ),
      row(
        'Export',
        `the slowest of the ${RUNS}`,
        ms(worst),
        `< ${EXPORT_TARGET_MS} ms`,
        worst < EXPORT_TARGET_MS,
      ),
      row('Export', 'import preview (dry run) of that export', ms(previewMs)),
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
