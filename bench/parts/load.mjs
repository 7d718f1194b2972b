// Part 6: load. Many connections for a while: mostly browsing and search, beside them signed-in devices
// syncing their watch history and people signing in; meanwhile a health probe every 100 ms (in its own
// thread). The point: writes and logins stay quick, health stays fast and nothing fails under load.
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

/** Of the load's connections: most browse and search, some sync, a few sign in. */
const SYNC_SHARE = 0.15;
const LOGIN_SHARE = 0.05;
const ACCOUNTS = 50;
const PASSWORD = 'a bench passphrase';

/** Accounts for the signed-in part of the mix; the bench's server allows this many sign-ups from loopback. */
async function createAccounts(origin) {
  const run = Date.now().toString(36);
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const username = `bench_${run}_${i}`;
    const response = await fetch(`${origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        username,
        email: `${username}@example.org`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    });
    if (response.status !== 201)
      throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    accounts.push({ username, token: (await response.json()).token });
  }
  return accounts;
}

/** A device's sync: one title's progress, as the player saves it every few seconds. */
function syncRequests(origin, accounts) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/sync/watch-history',
      setupRequest: (request) => {
        n += 1;
        const account = accounts[n % accounts.length];
        const id = 500 + (n % 40);
        const entry = {
          id,
          type: 'movie',
          title: 'Bench',
          progress: { watched: n % 3000, duration: 6000 },
          updatedAt: Date.now(),
        };
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            origin,
            authorization: `Bearer ${account.token}`,
          },
          body: JSON.stringify({ items: { [String(id)]: entry } }),
        };
      },
    },
  ];
}

function loginRequests(origin, accounts) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest: (request) => {
        n += 1;
        const { username } = accounts[n % accounts.length];
        return {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', origin },
          body: JSON.stringify({ username, password: PASSWORD }),
        };
      },
    },
  ];
}

const latencies = (result) => `p50 ${ms(result.p50)} · p99 ${ms(result.p99)}`;
const failures = (result) =>
  `**${int(result.errors)} errors (${int(result.timeouts)} timed out at 10 s), ${int(result.non2xx)} non-2xx**`;

export async function runLoad({ origin, connections, seconds }) {
  const nextPath = browsingMix(sampleCatalogue());
  const accounts = await createAccounts(origin);
  await settle(origin);
  const syncConnections = Math.round(connections * SYNC_SHARE);
  const loginConnections = Math.max(1, Math.round(connections * LOGIN_SHARE));
  const browseConnections = connections - syncConnections - loginConnections;
  const probe = startHealthProbe(origin);
  const [browse, sync, login] = await Promise.all([
    cannon({
      origin,
      connections: browseConnections,
      seconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    }),
    cannon({ origin, connections: syncConnections, seconds, requests: syncRequests(origin, accounts) }),
    cannon({ origin, connections: loginConnections, seconds, requests: loginRequests(origin, accounts) }),
  ]);
  const health = await probe.stop();
  const healthP99 = percentile(health.latencies, 99);
  const clean = (result) => result.errors + result.non2xx === 0;
  return [
    row(
      'Load',
      `${browseConnections} connections of browsing and search, ${seconds} s (beside the two rows below)`,
      `${int(browse.total)} answers (${int(browse.rps)} 2xx/s) · ${latencies(browse)} · ${failures(browse)}`,
      'no errors, no non-2xx',
      clean(browse),
    ),
    row(
      'Load',
      `${syncConnections} connections of watch-history syncs (${ACCOUNTS} accounts), at the same time`,
      `${int(sync.total)} answers (${int(sync.rps)} 2xx/s) · **${latencies(sync)}** · ${failures(sync)}`,
      'no errors, no non-2xx',
      clean(sync),
    ),
    row(
      'Load',
      `${loginConnections} connections of logins (Argon2id), at the same time`,
      `${int(login.total)} answers (${int(login.rps)} 2xx/s) · **${latencies(login)}** · ${failures(login)}`,
      'no errors, no non-2xx',
      clean(login),
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
