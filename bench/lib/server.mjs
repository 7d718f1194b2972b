// Starts and stops a Marquee server for the bench: the embedded database (PGlite) in a given DATA_DIR,
// the local catalogue, no Redis, no TMDB token, on loopback.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { REPO_ROOT } from './paths.mjs';

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/** A free loopback port: the first free one from `base` upwards when given, else one the system picks. */
export async function freePort(base) {
  if (!base) return listenOn(0);
  for (let port = base; port < base + 10; port++) {
    const got = await listenOn(port).catch(() => undefined);
    if (got) return got;
  }
  throw new Error(`No free port in ${base}-${base + 9}`);
}

function listenOn(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const { port: got } = probe.address();
      probe.close(() => resolve(got));
    });
  });
}

/** Starts the server (with `env` added to its environment) and resolves once /api/health answers; `stop()` ends it. */
export async function startServer({ dataDir, port, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE: 'local',
      DATABASE_URL: '',
      REDIS_URL: '',
      TMDB_TOKEN: '',
      // The load part signs up its accounts from loopback, more than a household's hourly allowance.
      SIGNUPS_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      return {
        origin,
        startMs: performance.now() - started,
        output: () => output,
        async stop() {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        },
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
