// Slow clients are cut off: a body that stops arriving, headers that never end, an idle connection.
// A real listening server and raw sockets, with a short HTTP_REQUEST_TIMEOUT_MS so the test stays quick.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

const REQUEST_TIMEOUT_MS = 1_000;
/** Far below the 150 s a stalled body used to hold its connection, with room for a loaded machine. */
const CUT_OFF_WITHIN_MS = 8_000;

let server: TTestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer(
    testDatabases()[0]!,
    { HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    { seed: false, extend: (app) => app.post('/api/_echo', async (request) => request.body) },
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => server?.stop());

/** Sends `text` on a new connection, then nothing; answers what came back and how long the server kept it open. */
async function sendAndStall(text: string): Promise<{ answer: string; openMs: number }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const started = performance.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write(text);
  await new Promise<void>((resolve) => {
    const give = setTimeout(() => {
      socket.destroy();
      resolve();
    }, 30_000);
    socket.once('close', () => {
      clearTimeout(give);
      resolve();
    });
  });
  return { answer, openMs: performance.now() - started };
}

describe('slow clients', () => {
  it('cuts off a body that declares 100 bytes, sends 5, then stalls', async () => {
    const { answer, openMs } = await sendAndStall(
      'POST /api/_echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    expect(openMs).toBeLessThan(CUT_OFF_WITHIN_MS);
    // Whatever Node managed to say before closing, it never answered the request as if it were whole.
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('cuts off headers that never end', async () => {
    const { openMs } = await sendAndStall('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(openMs).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  it('closes a kept-alive connection that stays idle after its answer', async () => {
    const { answer, openMs } = await sendAndStall('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(openMs).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  it('still answers a client that sends its whole request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/_echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await res.json()).toEqual({ a: 1 });
  });
});
