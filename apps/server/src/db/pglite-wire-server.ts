// Serves one PGlite over PostgreSQL's wire protocol on a local socket, so the server talks to the embedded
// database with the same driver (postgres-js) as to a real PostgreSQL. PGlite is one single session: the
// connections take turns, and a connection keeps its turn from its first message until PGlite is idle again
// (its Sync or simple Query ended outside a transaction), so two clients' statements never interleave.
import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** Codes of the untyped first messages (protocol 3 startup, and the requests a client may send before it). */
const SSL_REQUEST_CODE = 80_877_103;
const GSS_ENCRYPTION_REQUEST_CODE = 80_877_104;
const CANCEL_REQUEST_CODE = 80_877_102;
/** We offer no encryption on a local socket: the client goes on in plain text. */
const ENCRYPTION_REFUSED = Buffer.from('N');

const TERMINATE = 0x58; // 'X'
const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
/** A Sync with nothing before it: ends whatever extended-protocol exchange a departed client left open. */
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

interface TConnection {
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  pending: Uint8Array[];
  closed: boolean;
}

export interface TWireServer {
  close(): Promise<void>;
}

/**
 * Listens on `socketPath` (a Unix socket, private to this user) and serves `db` to every connection. When
 * given, `activity[0]` counts the statements started and `activity[1]` is 1 while one runs, for a watchdog
 * in another thread (this one is blocked while PGlite works).
 */
export async function serveWireProtocol(
  db: PGlite,
  socketPath: string,
  activity?: Int32Array,
): Promise<TWireServer> {
  const connections = new Set<TConnection>();
  const turns: TConnection[] = [];
  let owner: TConnection | undefined;
  let pumping = false;

  const wantsTurn = (conn: TConnection) => {
    if (conn !== owner && !turns.includes(conn)) turns.push(conn);
    if (!pumping) void pump();
  };

  async function pump(): Promise<void> {
    pumping = true;
    try {
      for (;;) {
        const conn = owner ?? turns.shift();
        if (!conn) return;
        if (conn.closed) {
          if (conn === owner) await releaseAbandoned();
          continue;
        }
        const message = conn.pending.shift();
        if (!message) {
          // The owner's next message has not arrived yet: its turn goes on when it does.
          if (conn === owner) return;
          continue;
        }
        await run(conn, message);
        if (conn.pending.length > 0 && conn !== owner && !turns.includes(conn)) turns.push(conn);
      }
    } finally {
      pumping = false;
    }
  }

  async function run(conn: TConnection, message: Uint8Array): Promise<void> {
    const type = conn.started ? message[0] : undefined;
    if (!conn.started) conn.started = true;
    if (activity) {
      Atomics.add(activity, 0, 1);
      Atomics.store(activity, 1, 1);
    }
    try {
      await db.execProtocolRawStream(message, {
        // A copy: PGlite hands out a view of its own memory, which it reuses for the next chunk, while the
        // socket may still hold the bytes when the client reads slower than they come (large answers).
        onRawData: (data) => {
          if (!conn.closed) conn.socket.write(Buffer.from(data));
        },
      });
    } catch (error) {
      conn.socket.destroy(error as Error);
    } finally {
      if (activity) Atomics.store(activity, 1, 0);
    }
    const endsExchange = type === undefined || type === SYNC || type === SIMPLE_QUERY;
    owner = endsExchange && !db.isInTransaction() ? undefined : conn;
  }

  /** A client left in the middle of its turn: close its exchange and roll back its transaction. */
  async function releaseAbandoned(): Promise<void> {
    owner = undefined;
    await db.execProtocolRawStream(SYNC_MESSAGE, { onRawData: () => {} }).catch(() => {});
    if (db.isInTransaction()) await db.exec('rollback').catch(() => {});
  }

  function onData(conn: TConnection, chunk: Buffer): void {
    conn.buffer = conn.buffer.length === 0 ? chunk : Buffer.concat([conn.buffer, chunk]);
    for (;;) {
      const length = messageLength(conn);
      if (length === undefined || conn.buffer.length < length) break;
      const message = conn.buffer.subarray(0, length);
      conn.buffer = conn.buffer.subarray(length);
      if (!conn.started && message.length >= 8) {
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST_CODE || code === GSS_ENCRYPTION_REQUEST_CODE) {
          conn.socket.write(ENCRYPTION_REFUSED);
          continue;
        }
        // PGlite cannot interrupt a running statement; a cancel request just closes its own connection.
        if (code === CANCEL_REQUEST_CODE) {
          conn.socket.end();
          return;
        }
      }
      if (conn.started && message[0] === TERMINATE) {
        conn.socket.end();
        return;
      }
      conn.pending.push(new Uint8Array(message));
      wantsTurn(conn);
    }
  }

  const server = net.createServer((socket) => {
    const conn: TConnection = { socket, buffer: Buffer.alloc(0), started: false, pending: [], closed: false };
    connections.add(conn);
    socket.on('data', (chunk: Buffer) => onData(conn, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      conn.closed = true;
      conn.pending = [];
      connections.delete(conn);
      if (conn === owner) wantsTurn(conn);
    });
  });

  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);

  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const conn of connections) conn.socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The length of the first whole message in the buffer, or undefined while its header is incomplete. */
function messageLength(conn: TConnection): number | undefined {
  if (!conn.started) return conn.buffer.length >= 4 ? conn.buffer.readInt32BE(0) : undefined;
  return conn.buffer.length >= 5 ? 1 + conn.buffer.readInt32BE(1) : undefined;
}
