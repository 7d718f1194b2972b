// Part 6: load. Many connections of mixed browsing and search for a while, and meanwhile a health probe
// every 100 ms (in its own thread): the point is that health stays fast and nothing fails under load.
import { Worker } from 'node:worker_threads';
import { browsingMix, sampleCatalogue } from '../lib/browsing-mix.mjs';
import { cannon, settle } from '../lib/cannon.mjs';
import { int, ms, percentile, row } from '../lib/report.mjs';

const HEALTH_P99_TARGET_MS = 100;

function startHealthProbe(origin) {
  const worker = new Worker(new URL('./health-probe.mjs', import.meta.url), { workerData: { origin } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const got = await result;
      await worker.terminate();
      return got;
    },
  };
}

export async function runLoad({ origin, connections, seconds }) {
  const nextPath = browsingMix(sampleCatalogue());
  await settle(origin);
  const probe = startHealthProbe(origin);
  const load = await cannon({
    origin,
    connections,
    seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const health = await probe.stop();
  const failed = load.errors + load.non2xx;
  const healthP99 = percentile(health.latencies, 99);
  return [
    row(
      'Load',
      `${connections} connections of browsing and search, ${seconds} s`,
      `${int(load.total)} answers (${int(load.rps)} 2xx/s) · p50 ${ms(load.p50)} · p99 ${ms(load.p99)} · ` +
        `**${int(load.errors)} errors (${int(load.timeouts)} timed out at 10 s), ${int(load.non2xx)} non-2xx**`,
      'no errors, no non-2xx',
      failed === 0,
    ),
    row(
      'Load',
      '/api/health every 100 ms during the load',
      `${health.latencies.length} answers` +
        (health.latencies.length
          ? ` · p50 ${ms(percentile(health.latencies, 50))} · **p99 ${ms(healthP99)}** · ` +
            `max ${ms(Math.max(...health.latencies))}`
          : '') +
        (health.failures ? ` · **${health.failures} failed or timed out (10 s)**` : ''),
      `p99 ≤ ${HEALTH_P99_TARGET_MS} ms`,
      healthP99 <= HEALTH_P99_TARGET_MS && health.failures === 0,
    ),
  ];
}
