// The embedded database's own thread: opens PGlite and serves it on a local socket, so no query ever runs
// on the HTTP server's event loop. Started and stopped by embedded-database.ts.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serveWireProtocol } from './pglite-wire-server.ts';

export interface TWorkerData {
  /** Where PGlite keeps its files; undefined keeps the database in memory (tests). */
  pgliteDir: string | undefined;
  /** A dump (PGlite's dumpDataDir) an in-memory database starts from instead of an empty one (tests). */
  template: string | undefined;
  socketPath: string;
  /** Shared with the parent: [0] counts statements started, [1] is 1 while one runs (the watchdog reads it). */
  activity: Int32Array;
}

export type TWorkerMessage = { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread');
const { pgliteDir, template, socketPath, activity } = workerData as TWorkerData;
const send = (message: TWorkerMessage) => port.postMessage(message);

try {
  // Starting from a dump skips PGlite's initdb, most of the seconds a new in-memory database takes.
  const db = template
    ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions: { pg_trgm } })
    : await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  const server = await serveWireProtocol(db, socketPath, activity);
  port.on('message', (message: { type: 'close' }) => {
    if (message.type !== 'close') return;
    void (async () => {
      await server.close();
      await db.close();
      send({ type: 'closed' });
    })();
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: (error as Error).message });
}
