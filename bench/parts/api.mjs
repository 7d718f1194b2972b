// Part 3: catalogue API throughput against the same bytes served as a static file by the same server.
// Each pair runs back to back with the same connections, duration and accept-encoding.
import { cannon, settle } from '../lib/cannon.mjs';
import { int, ms, ratio, row } from '../lib/report.mjs';

/** Targets: the API keeps at least this share of the static file's req/s ... */
export const MIN_RPS_RATIO = 0.8;
/** ... and its p99 stays within this multiple of the static file's. */
export const MAX_P99_RATIO = 2;

/** Rounds per side: static and API take turns, so a machine busier in one moment does not favour either. */
const ROUNDS = 2;

/** Figures of several rounds as one: mean req/s and p50, worst p99, summed counts. */
function combine(results) {
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  return {
    rps: sum('rps') / results.length,
    p50: sum('p50') / results.length,
    p99: Math.max(...results.map((r) => r.p99)),
    total: sum('total'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
  };
}

/** Runs one API path and its static twin in alternating rounds; returns the figures of both. */
export async function comparePair({ origin, apiPath, apiHeaders, twinPath, connections, seconds }) {
  const api = [];
  const twin = [];
  const roundSeconds = Math.max(1, Math.round(seconds / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    await settle(origin);
    twin.push(await cannon({ origin, path: twinPath, connections, seconds: roundSeconds }));
    await settle(origin);
    api.push(
      await cannon({ origin, path: apiPath, headers: apiHeaders, connections, seconds: roundSeconds }),
    );
  }
  return { api: combine(api), twin: combine(twin) };
}

/** The table row of one pair: req/s and latencies of both, and the two ratios against the targets. */
export function pairRow(part, label, { api, twin }) {
  const rpsRatio = twin.rps > 0 ? api.rps / twin.rps : 0;
  // Latencies under 1 ms round to 0; count them as 1 ms so the ratio stays meaningful.
  const p99Ratio = Math.max(api.p99, 1) / Math.max(twin.p99, 1);
  const failures = api.errors + api.non2xx + twin.errors + twin.non2xx;
  const silent = [api.total === 0 && 'API', twin.total === 0 && 'static'].filter(Boolean);
  return row(
    part,
    label,
    `API ${int(api.rps)} req/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)} · static ${int(twin.rps)} req/s, ` +
      `p50 ${ms(twin.p50)}, p99 ${ms(twin.p99)} · **${ratio(rpsRatio)} req/s, ${ratio(p99Ratio)} p99**` +
      (failures ? ` · ${failures} errors/non-2xx` : '') +
      (silent.length ? ` · **no answer from ${silent.join(' or ')} within a round**` : ''),
    `≥ ${ratio(MIN_RPS_RATIO)} req/s, ≤ ${ratio(MAX_P99_RATIO)} p99`,
    rpsRatio >= MIN_RPS_RATIO && p99Ratio <= MAX_P99_RATIO && failures === 0 && silent.length === 0,
  );
}

export async function runApi({ origin, calls, twins, connections, seconds }) {
  const rows = [];
  for (const { label, path, headers } of calls) {
    const apiHeaders = headers ?? {};
    const twinPath = twins[label];
    const result = await comparePair({ origin, apiPath: path, apiHeaders, twinPath, connections, seconds });
    const limit = headers?.cookie ? ` (${headers.cookie})` : '';
    rows.push(pairRow('API', `\`${path}\`${limit}`, result));
  }
  return rows;
}
