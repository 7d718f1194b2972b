// Generated attacks on every endpoint of accounts, sync, sources, reports, partners, activity, downloads and
// the 4K token service: valid requests broken in body (control characters, lone surrogates, wrong types,
// out-of-range and huge values, prototype keys, deep nesting, missing and extra fields), path, query, method,
// content type, Origin and session. Never a 5xx; every error a JSON `{ error }` with no markup; a signed-in
// endpoint without a session answers 401 (or the guard's 403/415, or 413) before it reads the body.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueServer } from '../../test/fixtures/catalogue/catalogue-fixture.ts';
import { API_SAMPLES, signUpSampleUser } from '../../test/fixtures/hostile/api-samples.ts';
import { hostileApiRequest, type THostileApiRequest } from '../../test/fixtures/hostile/hostile-bodies.ts';
import { testDatabases, type TTestServer } from '../../test/helper.ts';

const RUNS = 4000;
/** Thousands of requests on a busy machine: far more than one ordinary test's time. */
const PROPERTY_TIMEOUT_MS = 300_000;
/** What a signed-in endpoint may answer a request without a session: never a 2xx or a body's 400. */
const WITHOUT_SESSION = [401, 403, 413, 415];

describe.each(testDatabases())('generated hostile API requests on $name', (database) => {
  let server: TTestServer;
  let token: string;
  const seen = new Set<string>();
  beforeAll(async () => {
    server = await startCatalogueServer(database);
    token = await signUpSampleUser(server);
  });
  afterAll(async () => server?.stop());

  function headersOf(request: THostileApiRequest): Record<string, string> {
    const headers: Record<string, string> = {};
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    if (request.origin !== undefined) headers.origin = request.origin;
    if (request.session === 'valid-bearer') headers.authorization = `Bearer ${token}`;
    if (request.session === 'valid-cookie') headers.cookie = `marquee_session=${token}`;
    if (request.session === 'bad-bearer') headers.authorization = `Bearer ${request.badToken}`;
    if (request.session === 'bad-cookie') headers.cookie = `marquee_session=${request.badToken}; x=1`;
    if (request.session === 'basic') headers.authorization = 'Basic YTpi';
    return headers;
  }

  async function check(request: THostileApiRequest): Promise<void> {
    const res = await server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: headersOf(request),
      remoteAddress: request.remoteAddress,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const where = `${request.sample.name} ${request.method} ${request.url.slice(0, 200)} ${request.session} ${
      request.contentType
    } ${request.origin} ${(request.payload ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    seen.add(request.sample.name);
    expect(res.statusCode, where).toBeLessThan(500);
    const isOwnRoute = request.isSamplePath && request.method === request.sample.endpoint.method;
    const hasSession = request.session === 'valid-bearer' || request.session === 'valid-cookie';
    if (request.sample.signedIn && isOwnRoute && !hasSession) {
      expect(WITHOUT_SESSION, where).toContain(res.statusCode);
    }
    if (res.statusCode < 400 || request.method === 'HEAD') return;
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    // A failed login also says how many tries are left before the pause.
    const isLoginFailure = res.statusCode === 401 && request.sample.name === 'accounts.login';
    expect(Object.keys(body).sort(), where).toEqual(isLoginFailure ? ['attemptsLeft', 'error'] : ['error']);
    expect(typeof body.error, where).toBe('string');
    expect(res.body, where).not.toMatch(/[<>]/);
  }

  it(
    `answers ${RUNS} hostile requests with a 4xx { error } or a success, never a 5xx`,
    async () => {
      await fc.assert(fc.asyncProperty(hostileApiRequest(API_SAMPLES), check), { numRuns: RUNS });
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('sent requests to every endpoint', () => {
    expect([...seen].sort()).toEqual(API_SAMPLES.map((sample) => sample.name).sort());
  });
});
