// The 100k-title database for the search benchmark: generated, imported with the project's own importer
// (`npm run catalogue:import`) into a data directory of its own, and kept in data/bench/ between runs,
// keyed by the generator version and the database migrations, since the import takes minutes.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CACHE_DIR, REPO_ROOT } from '../lib/paths.mjs';
import { GENERATOR_VERSION, generateCatalogue } from './generate-titles.mjs';

const run = promisify(execFile);
const IMPORT_TIMEOUT_MS = 20 * 60_000;
/** Written last into a cached data directory, so a run stopped mid-import is not taken for a finished one. */
const DONE_FILE = 'bench-import.json';

function cacheKey(count) {
  const migrations = fs
    .readdirSync(path.join(REPO_ROOT, 'apps/server/drizzle'))
    .filter((f) => f.endsWith('.sql'));
  const hash = createHash('sha256').update(migrations.sort().join('\n')).digest('hex').slice(0, 10);
  return `titles-${count}-gen${GENERATOR_VERSION}-db${hash}`;
}

async function importInto(dataDir, catalogue) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-import-'));
  const file = path.join(work, 'catalogue.json');
  try {
    // One file: the importer writes it in one transaction, in large batches.
    fs.writeFileSync(file, JSON.stringify(catalogue));
    const started = performance.now();
    await run(process.execPath, ['--import', 'tsx', 'apps/server/src/catalogue/local/import-cli.ts', file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      timeout: IMPORT_TIMEOUT_MS,
      maxBuffer: 1 << 24,
    });
    return performance.now() - started;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A fresh copy of the imported database, in a temporary data directory: `{ dataDir, importMs, cached }`.
 * The first run imports (and caches); later runs copy the cache. `fresh` drops the cache first.
 */
export async function searchDataDir({ count, catalogue, fresh = false, log }) {
  const cached = path.join(CACHE_DIR, cacheKey(count));
  const doneFile = path.join(cached, DONE_FILE);
  const isCached = !fresh && fs.existsSync(doneFile);
  if (!isCached) {
    fs.rmSync(cached, { recursive: true, force: true });
    log(
      `importing ${count.toLocaleString('en-US')} generated titles (minutes; cached in ${path.relative(REPO_ROOT, cached)})`,
    );
    const importMs = await importInto(cached, catalogue ?? generateCatalogue(count));
    fs.writeFileSync(doneFile, JSON.stringify({ importMs, at: new Date().toISOString() }));
  }
  const { importMs } = JSON.parse(fs.readFileSync(doneFile, 'utf8'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-search-'));
  // A socket file left by a server that ran on the data (the embedded database's) cannot be copied, nor used.
  fs.cpSync(cached, dataDir, { recursive: true, filter: (source) => !fs.lstatSync(source).isSocket() });
  return { dataDir, importMs, isCached };
}
