// Redis outages for tests beside the loopback proxy (loopback-proxy.ts): a port where nothing listens, and a
// Redis that answers its connection set-up and then never again.
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
