// The server under load and slow work: health stays fast and honest, excess work is refused early with a
// 503 and Retry-After, and a statement that outruns its timeout ends in a clear 503, never a 500.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client.ts';
import { DATABASE_TIMEOUT_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from '../db/database-errors.ts';
import { limitDatabaseWork, OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS } from './shed-load.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

/** A catalogue-path route that keeps the database busy for the given seconds (counted as database work). */
const SLOW_ROUTE = '/api/tmdb/3/_test/sleep/:seconds';
const slowUrl = (seconds: number) => `/api/tmdb/3/_test/sleep/${seconds}`;

/** How many of the slow route's statements have been sent to the database and have not ended. */
let sleeping = 0;

/** Waits until a slow statement is running in the database. */
const slowStatementRunning = () => expect.poll(() => sleeping).toBeGreaterThan(0);

function addSlowRoute(getDatabase: () => TDatabase) {
  return (app: FastifyInstance) => {
    // A scope of its own that counts against the database bound, as the catalogue's does.
    void app.register(async (scope) => {
      limitDatabaseWork(scope, app.databaseWork);
      scope.get<{ Params: { seconds: string } }>(SLOW_ROUTE, async (request) => {
        const statement = getDatabase().db.execute(sql`select pg_sleep(${Number(request.params.seconds)})`);
        sleeping++;
        try {
          await statement;
        } finally {
          sleeping--;
        }
        return { slept: true };
      });
    });
  };
}

describe.each(testDatabases())('the server under slow database work on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      database,
      { DATABASE_QUEUE_LIMIT: '1', DATABASE_STATEMENT_TIMEOUT_MS: '2500' },
      { seed: false, extend: addSlowRoute(() => server.database) },
    );
  });
  afterAll(async () => server?.stop());

  it('answers /api/health while a slow query runs, without waiting for it, saying the database is up', async () => {
    const slow = server.app.inject(slowUrl(1.5));
    await slowStatementRunning();
    const health = await server.app.inject('/api/health');
    // Answered while the statement still sleeps: health did not queue behind it.
    expect(sleeping).toBe(1);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ ok: true, database: { engine: database.name, ok: true } });
    expect((await slow).statusCode).toBe(200);
  });

  it('refuses catalogue work past the in-progress limit at once with a TMDB-shaped 503 and Retry-After', async () => {
    const slow = server.app.inject(slowUrl(1));
    await slowStatementRunning();
    const refused = await server.app.inject('/api/tmdb/3/genre/movie/list');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ success: false, status_code: 11, status_message: OVERLOADED_MESSAGE });
    // The health check is never shed.
    expect((await server.app.inject('/api/health')).statusCode).toBe(200);
    expect((await slow).statusCode).toBe(200);
    expect((await server.app.inject('/api/tmdb/3/genre/movie/list')).statusCode).toBe(200);
  });

  it('ends a statement past the statement timeout with a clear 503, not a 500, and recovers', async () => {
    const res = await server.app.inject(slowUrl(20));
    expect(res.statusCode).toBe(503);
    // The test route lives in the root scope, so its errors are `{ error }`-shaped.
    expect([DATABASE_TIMEOUT_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE]).toContain(res.json().error);
    await expect
      .poll(async () => (await server.app.inject('/api/tmdb/3/genre/movie/list')).statusCode, {
        timeout: 60_000,
      })
      .toBe(200);
  }, 90_000);
});

describe('the server when its event loop lags', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      testDatabases()[0]!,
      { OVERLOAD_EVENT_LOOP_DELAY_MS: '1' },
      {
        seed: false,
        extend: (app) =>
          app.get('/api/_test/block', async () => {
            // Holds the event loop, as a burst of synchronous work would.
            const until = Date.now() + 300;
            while (Date.now() < until);
            return { blocked: true };
          }),
      },
    );
  });
  afterAll(async () => server?.stop());

  it('sheds requests with a 503 JSON answer and Retry-After, but keeps answering /api/health', async () => {
    // The lag is real (the loop is held), and under-pressure samples it every 500 ms: wait for that sample.
    await expect
      .poll(
        async () => {
          await server.app.inject('/api/_test/block');
          await expect.poll(() => server.app.isUnderPressure(), { timeout: 2_000 }).toBe(true);
          return (await server.app.inject('/api/tmdb/3/genre/movie/list')).statusCode;
        },
        { timeout: 30_000, interval: 0 },
      )
      .toBe(503);
    const shed = await server.app.inject('/api/nothing-here');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ error: OVERLOADED_MESSAGE });
    expect((await server.app.inject('/api/health')).statusCode).toBe(200);
  });
});
