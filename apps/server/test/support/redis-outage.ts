// Redis outages for tests: a port where nothing listens, and a TCP proxy in front of a real Redis that a
// test stops (connections cut, nothing listening), stalls (connections open, nothing passed on) and starts again.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A loopback port nothing listens on (taken from the system, then given back). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface TTcpProxy {
  /** redis://127.0.0.1:<port>, the proxy's own address. */
  url: string;
  /** Cuts every connection and stops listening: connections are refused until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Keeps connections open but holds everything sent, either way: every command waits. */
  stall(): void;
  /** Passes on what was held, and what follows. */
  resume(): void;
}

/** A proxy on a loopback port of its own to `target` (a redis:// URL). */
export async function startTcpProxy(target: string): Promise<TTcpProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let isStalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port || 6379), hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      if (isStalled) from.pause();
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  let listenPort = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  await listen();
  return {
    url: `redis://127.0.0.1:${listenPort}`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: listen,
    stall() {
      isStalled = true;
      for (const socket of sockets) socket.pause();
    },
    resume() {
      isStalled = false;
      for (const socket of sockets) socket.resume();
    },
  };
}

/** The names of the commands in a chunk of RESP (each an array of bulk strings), lower-cased. */
function commandNames(text: string): string[] {
  const names: string[] = [];
  const lines = text.split('\r\n');
  for (let i = 0; i < lines.length;) {
    const count = /^\*(\d+)$/.exec(lines[i] ?? '');
    if (!count) {
      i += 1;
      continue;
    }
    names.push((lines[i + 2] ?? '').toLowerCase());
    i += 1 + 2 * Number(count[1]);
  }
  return names;
}

/**
 * A server that passes ioredis's connection set-up as an old Redis would (no HELLO, an empty INFO) and then
 * never answers again: a Redis that hangs while its connection looks healthy.
 */
export async function startSilentRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let isReady = false;
    socket.on('data', (chunk) => {
      for (const name of commandNames(chunk.toString())) {
        if (isReady) return;
        if (name === 'hello') socket.write("-ERR unknown command 'HELLO'\r\n");
        else if (name === 'info') {
          socket.write('$0\r\n\r\n');
          isReady = true;
        } else socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
