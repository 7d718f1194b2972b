// Generated attacks on every catalogue and image endpoint (wrong types, out-of-range and huge values, bad
// and double percent-encoding, overlong UTF-8, control characters, markup, repeated and unknown parameters,
// odd methods): never a 5xx, every error JSON in the shape of its scope, and no markup echoed back.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueServer } from '../../test/fixtures/catalogue/catalogue-fixture.ts';
import { hostileRequest, type TFamily } from '../../test/fixtures/hostile/hostile-requests.ts';
import { testDatabases, type TTestServer } from '../../test/helper.ts';

/** Requests per endpoint family; they sum to over 5,000 per database. */
const RUNS: Record<TFamily, number> = { catalogue: 3600, search: 800, artwork: 400, resize: 500 };
/** Thousands of requests on a busy machine: far more than one ordinary test's time. */
const PROPERTY_TIMEOUT_MS = 300_000;
const TOTAL = Object.values(RUNS).reduce((sum, runs) => sum + runs, 0);

describe.each(testDatabases())('generated hostile requests on $name', (database) => {
  let server: TTestServer;
  let sent = 0;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
  });
  afterAll(async () => server?.stop());

  async function check(request: { method: string; url: string }): Promise<void> {
    sent += 1;
    const res = await server.app.inject({ method: request.method as 'GET', url: request.url });
    const where = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode < 400) {
      // Answers may be images or catalogue JSON; none carries what the request said.
      expect(res.body.includes('<mq'), where).toBe(false);
      return;
    }
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    expect(res.body, where).not.toMatch(/[<>]/);
    if (request.method === 'HEAD') return;
    const body = JSON.parse(res.body) as Record<string, unknown>;
    if (request.url.startsWith('/api/tmdb/3/')) {
      expect(Object.keys(body).sort(), where).toEqual(['status_code', 'status_message', 'success']);
      expect(body.success, where).toBe(false);
      expect(typeof body.status_code, where).toBe('number');
      expect(typeof body.status_message, where).toBe('string');
    } else {
      expect(Object.keys(body), where).toEqual(['error']);
      expect(typeof body.error, where).toBe('string');
    }
  }

  it.each(Object.entries(RUNS) as [TFamily, number][])(
    'answers %s requests with a 4xx in the right shape or a success, never a 5xx',
    async (family, numRuns) => {
      await fc.assert(fc.asyncProperty(hostileRequest(family), check), { numRuns });
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(`sent at least 5,000 requests in all (${TOTAL})`, () => {
    expect(sent).toBeGreaterThanOrEqual(5000);
  });
});
