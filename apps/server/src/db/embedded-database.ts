// Runs the embedded database (PGlite) in a worker thread behind a local socket, and keeps it answering:
// PGlite cannot cancel a statement, so a watchdog replaces a worker whose statement outran the timeout.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TWorkerData, TWorkerMessage } from './pglite-worker.ts';

const WORKER_URL = new URL('./pglite-worker-start.mjs', import.meta.url);
/** Unix socket paths are cut off past about 104 bytes on some systems; longer ones go to a private temp folder. */
const MAX_SOCKET_PATH_LENGTH = 100;
export const SOCKET_NAME = 'pglite.sock';
/** How often the watchdog looks at the running statement. */
const WATCHDOG_INTERVAL_MS = 250;
/** How long a worker may take to open its database (a large data dir recovering after a crash is slow). */
const WORKER_START_TIMEOUT_MS = 120_000;
const WORKER_CLOSE_TIMEOUT_MS = 5_000;

export class DatabaseInUseError extends Error {}

export interface TEmbeddedDatabase {
  /** The Unix socket postgres-js connects to. */
  socketPath: string;
  /** True while a statement runs (the thread is then working, and cannot answer a ping until it ends). */
  isBusy(): boolean;
  close(): Promise<void>;
}

export interface TEmbeddedOptions {
  /** DATA_DIR; undefined keeps the database in memory (tests). */
  dataDir: string | undefined;
  /** For tests: a PGlite dump the in-memory database starts from (and starts from again after a restart). */
  template?: string | undefined;
  /** A statement running longer is stopped by replacing the worker; 0 turns the watchdog off. */
  statementTimeoutMs: number;
  /** Called after a replaced worker is up again (the in-memory database then needs its schema again). */
  onRestart?: (socketPath: string) => Promise<void>;
  warn?: (message: string) => void;
}

/** The socket of the server that already runs on this data dir, if one does. */
export async function runningDatabaseSocket(dataDir: string): Promise<string | undefined> {
  const socketPath = path.join(dataDir, SOCKET_NAME);
  if (!fs.existsSync(socketPath)) return undefined;
  const answers = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  return answers ? socketPath : undefined;
}

/** Starts PGlite in its own thread and answers once it listens. */
export async function startEmbeddedDatabase(options: TEmbeddedOptions): Promise<TEmbeddedDatabase> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let privateDir: string | undefined;
  let socketPath = options.dataDir ? path.join(options.dataDir, SOCKET_NAME) : '';
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    if (await runningDatabaseSocket(options.dataDir)) {
      throw new DatabaseInUseError(
        `Another Marquee server is using the database in ${options.dataDir}: stop it first, or give this one another DATA_DIR`,
      );
    }
  }
  if (!socketPath || socketPath.length > MAX_SOCKET_PATH_LENGTH) {
    privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-db-'));
    socketPath = path.join(privateDir, SOCKET_NAME);
  }
  const workerData: TWorkerData = {
    pgliteDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
    template: options.dataDir ? undefined : options.template,
    socketPath,
    activity: new Int32Array(new SharedArrayBuffer(8)),
  };

  let worker = await spawnWorker(workerData);
  let closing = false;
  let restarting = false;
  const restart = async (reason: string) => {
    if (restarting || closing) return;
    restarting = true;
    warn(`Embedded database: ${reason}; restarting it`);
    try {
      await worker.terminate();
      worker = await spawnWorker(workerData);
      watchExit(worker);
      await options.onRestart?.(socketPath);
    } catch (error) {
      warn(`Embedded database could not restart: ${(error as Error).message}`);
    } finally {
      restarting = false;
    }
  };
  const watchExit = (w: Worker) =>
    w.once('exit', () => {
      if (w === worker) void restart('its thread stopped unexpectedly');
    });
  watchExit(worker);

  let seenStatement = -1;
  let seenSince = 0;
  const watchdog = setInterval(() => {
    const started = Atomics.load(workerData.activity, 0);
    const busy = Atomics.load(workerData.activity, 1) === 1;
    if (!busy || started !== seenStatement) {
      seenStatement = busy ? started : -1;
      seenSince = Date.now();
      return;
    }
    if (options.statementTimeoutMs > 0 && Date.now() - seenSince > options.statementTimeoutMs) {
      seenStatement = -1;
      void restart(`a statement ran longer than ${options.statementTimeoutMs} ms`);
    }
  }, WATCHDOG_INTERVAL_MS);
  watchdog.unref();

  return {
    socketPath,
    isBusy: () => !restarting && Atomics.load(workerData.activity, 1) === 1,
    async close() {
      closing = true;
      clearInterval(watchdog);
      await stopWorker(worker);
      if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
    },
  };
}

function spawnWorker(workerData: TWorkerData): Promise<Worker> {
  const worker = new Worker(WORKER_URL, { workerData, execArgv: [] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('The embedded database did not start in time'));
    }, WORKER_START_TIMEOUT_MS);
    const settle = (error?: Error) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      if (error) {
        void worker.terminate();
        reject(error);
      } else resolve(worker);
    };
    const onMessage = (message: TWorkerMessage) => {
      if (message.type === 'ready') settle();
      if (message.type === 'failed') {
        settle(new Error(`The embedded database could not open: ${message.message}`));
      }
    };
    const onError = (error: Error) => settle(error);
    worker.on('message', onMessage);
    worker.once('error', onError);
  });
}

/** Asks the worker to close PGlite cleanly (its files stay consistent), and ends it if it does not in time. */
async function stopWorker(worker: Worker): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WORKER_CLOSE_TIMEOUT_MS);
    worker.on('message', (message: TWorkerMessage) => {
      if (message.type !== 'closed') return;
      clearTimeout(timer);
      resolve();
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  worker.postMessage({ type: 'close' });
  await closed;
  await worker.terminate();
}
