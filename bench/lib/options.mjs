// Command-line options of `npm run bench`.
import { parseArgs } from 'node:util';

export const PARTS = [
  'js',
  'lighthouse',
  'after-load',
  'interactions',
  'first-frame',
  'api',
  'search',
  'img',
  'load',
  'export',
  'library',
];
/** The parts measured on an emulated phone, at the CPU slowdown the calibration picks. */
export const CALIBRATED_PARTS = ['lighthouse', 'after-load', 'interactions', 'first-frame'];
/** The start qualities the player reads from the stored settings ('auto' lets it pick from the screen). */
export const HLS_QUALITIES = ['auto', '480p', '720p', '1080p', '4K'];

export const USAGE = `Usage: npm run bench -- [--only=${PARTS.join(',')}] [--quick] [--fresh-import] [--no-build]
  --only=a,b       run only these parts (default: all)
  --quick          shorter runs (a few seconds each, fewer queries and pages) to try the bench out
  --fresh-import   import the 100k-title catalogue again instead of using the copy cached in data/bench/
  --no-build       use the web app already built in apps/web/dist
  --lighthouse-runs=N  audit each page N times and keep the median (default 3: single runs vary by 10 points and more)
  --benchmark-index=N  take this Lighthouse benchmark index (e.g. the last run's) instead of measuring it first
  --hls-quality=Q  first frame: the player's start quality setting, one of ${HLS_QUALITIES.join(', ')} (default auto)
Ports: BENCH_PORT_BASE=N makes the servers (and Lighthouse's browser) use ports N to N+9.`;

/** How long and how hard each part runs, in the full and the quick mode. */
const PLANS = {
  full: {
    apiSeconds: 10,
    apiConnections: 50,
    loadSeconds: 30,
    loadConnections: 200,
    queries: 300,
    searchBudgetMs: 120_000,
    afterLoadMs: 15_000,
    firstFrameRuns: 10,
  },
  quick: {
    apiSeconds: 3,
    apiConnections: 50,
    loadSeconds: 8,
    loadConnections: 200,
    queries: 60,
    searchBudgetMs: 30_000,
    afterLoadMs: 5_000,
    firstFrameRuns: 3,
  },
};

export function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'fresh-import': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '3' },
      'benchmark-index': { type: 'string' },
      'hls-quality': { type: 'string', default: 'auto' },
      help: { type: 'boolean', default: false },
    },
  });
  const only = values.only ? values.only.split(',').map((p) => p.trim()) : PARTS;
  const unknown = only.filter((p) => !PARTS.includes(p));
  if (unknown.length) throw new Error(`Unknown part: ${unknown.join(', ')}\n${USAGE}`);
  const lighthouseRuns = Number(values['lighthouse-runs']);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
    throw new Error('--lighthouse-runs must be 1 or more');
  const benchmarkIndex =
    values['benchmark-index'] === undefined ? undefined : Number(values['benchmark-index']);
  if (benchmarkIndex !== undefined && !(benchmarkIndex > 0))
    throw new Error('--benchmark-index must be a number');
  if (!HLS_QUALITIES.includes(values['hls-quality'])) {
    throw new Error(`--hls-quality must be one of ${HLS_QUALITIES.join(', ')}`);
  }
  const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
  return {
    help: values.help,
    parts: new Set(only),
    isPartial: only.length < PARTS.length,
    quick: values.quick,
    freshImport: values['fresh-import'],
    build: !values['no-build'],
    lighthouseRuns,
    benchmarkIndex,
    hlsQuality: values['hls-quality'],
    portBase,
    plan: values.quick ? PLANS.quick : PLANS.full,
  };
}
