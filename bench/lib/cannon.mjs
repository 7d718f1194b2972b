// Load runs with autocannon, reduced to the figures the table shows.
import autocannon from 'autocannon';

/** What browsers send; the server answers with its brotli (or gzip) copy, as it would to them. */
export const ACCEPT_ENCODING = 'br, gzip';

/**
 * Runs autocannon: successful (2xx) answers per second, latency percentiles (ms) of all answers, and counts of
 * answers, errors (timeouts among them) and non-2xx. Refused requests (503 when shedding load) answer fast,
 * so they count as failures, never as throughput.
 */
export async function cannon({ origin, path, requests, connections, seconds, headers = {} }) {
  const result = await autocannon({
    url: origin + (path ?? '/'),
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers },
    ...(requests ? { requests } : {}),
  });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One GET, as a warm-up and to check that the path answers 200; returns the decoded body. */
export async function getOk(origin, path, headers = {}) {
  const response = await fetch(origin + path, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const SETTLE_LIMIT_MS = 120_000;
const SETTLED_MS = 50;

/**
 * Waits until the server has worked through what a run left queued: /api/health answers within SETTLED_MS
 * twice in a row (or SETTLE_LIMIT_MS pass), so one run's backlog does not slow the next.
 */
export async function settle(origin) {
  const started = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - started < SETTLE_LIMIT_MS) {
    const asked = performance.now();
    const answered = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    quick = answered && performance.now() - asked < SETTLED_MS ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}
