import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the built web app is; the server serves it as static files. */
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** Git-ignored cache of the imported 100k-title database, kept between runs. */
export const CACHE_DIR = path.join(REPO_ROOT, 'data/bench');
export const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results.md');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';
