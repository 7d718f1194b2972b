// PostgreSQL failing under a running server (through a loopback proxy): refused, or accepting and never
// answering. Requests get a 503 JSON within seconds instead of hanging, health says so, and the server answers
// again by itself once the database does.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newSessionToken } from '../accounts/session-tokens.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors.ts';
import { createServer, type TServer } from '../server.ts';
import { testConfig, testDatabases } from '../../test/helper.ts';
import { startLoopbackProxy, type TLoopbackProxy } from '../../test/support/loopback-proxy.ts';

const postgres = testDatabases().find((d) => d.name === 'postgres');
const STATEMENT_TIMEOUT_MS = 1_000;
/** The query deadline (the statement timeout and a margin) and room for a loaded machine. */
const BOUND_MS = 6_000;

describe.runIf(postgres)('PostgreSQL down or not answering', () => {
  let proxy: TLoopbackProxy;
  let server: TServer;
  let drop: () => Promise<void>;
  let id = 0;
  // Each asks the database: a title not asked before (no cached answer; 404 when the catalogue has none), a
  // session to look up (401 when there is none).
  const title = () => server.app.inject(`/api/tmdb/3/movie/${++id}`);
  const answered = (res: { statusCode: number }) => res.statusCode === 200 || res.statusCode === 404;
  const me = () =>
    server.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${newSessionToken()}` } });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };

  beforeAll(async () => {
    const database = await postgres!.create();
    drop = database.drop;
    const target = new URL(database.url!);
    proxy = await startLoopbackProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const config = testConfig({
      DATABASE_URL: proxy.through(database.url!),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
    server = await createServer(config, { logger: false });
  });
  afterAll(async () => {
    await proxy?.setMode('pass');
    await server?.close();
    await proxy?.close();
    await drop?.();
  });

  // Requests together, more than the pool has connections, so every connection is open and gets some.
  const many = (count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => (i % 2 ? me() : title())));

  it('answers while the database does', async () => {
    const answers = await many(24);
    expect(answers.every((res) => answered(res) || res.statusCode === 401)).toBe(true);
  });

  it('database refusing connections: 503 JSON at once, health 503', async () => {
    await proxy.setMode('refuse');
    const { value, ms } = await timed(() => Promise.all([title(), me(), title(), me()]));
    expect(value.map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
    expect(value[1]!.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(value[0]!.json()).toMatchObject({ success: false, status_message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(ms).toBeLessThan(BOUND_MS);
    expect((await server.app.inject('/api/health')).statusCode).toBe(503);
  });

  it('database accepting but never answering: 503 JSON within seconds, not a hang', async () => {
    await proxy.setMode('pass');
    await vi.waitFor(async () => expect(answered(await title())).toBe(true), { timeout: 15_000 });
    await many(24);
    await proxy.setMode('black-hole');
    // Every open connection is caught, and some requests wait in line for one.
    const { value, ms } = await timed(() => many(24));
    expect(new Set(value.map((r) => r.statusCode))).toEqual(new Set([503]));
    expect(value[1]!.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(ms).toBeLessThan(BOUND_MS);
    const health = await timed(() => server.app.inject('/api/health'));
    expect(health.value.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(BOUND_MS);
  });

  it('answers again by itself once the database does', async () => {
    await proxy.setMode('pass');
    await vi.waitFor(
      async () => {
        expect(answered(await title())).toBe(true);
        expect((await me()).statusCode).toBe(401);
        expect((await server.app.inject('/api/health')).statusCode).toBe(200);
      },
      { timeout: 20_000, interval: 250 },
    );
  });
});
