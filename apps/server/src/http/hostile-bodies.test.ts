// Hostile requests to every endpoint of accounts, sync, sources, reports, partners, activity, downloads and the
// 4K token service, each starting from a valid request (fixtures/hostile/api-samples.ts): no Origin, no session,
// control characters and lone surrogates in every text, wrong types, prototype keys, deep nesting, huge values,
// wrong content types. Each is answered with a 4xx `{ error }` (or taken), never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueServer } from '../../test/fixtures/catalogue/catalogue-fixture.ts';
import {
  API_SAMPLES,
  ORIGIN,
  samplePath,
  signUpSampleUser,
  type TSample,
} from '../../test/fixtures/hostile/api-samples.ts';
import { testDatabases, type TTestServer } from '../../test/helper.ts';

/** POSTs that change nothing (source search, library playback, 4K token check): no cross-site guard, any body parsed. */
const READ_ONLY_POSTS = ['sources.search', 'sources.libraryPlayback', 'fourK.submit'];
/** Fields that never reach the database or a page: a password is only hashed or checked. */
const NOT_STORED = new Set([
  'accounts.signup password',
  'accounts.signup passwordConfirm',
  'accounts.login password',
  'accounts.deleteAccount password',
]);

type TPath = (string | number)[];

/** Every string in a JSON value, by its path. */
function stringLeaves(value: unknown, path: TPath = []): TPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

/** Every place in a JSON value, the whole value first. */
function allPlaces(value: unknown, path: TPath = []): TPath[] {
  const inner =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) =>
          allPlaces(item, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...inner];
}

/** A copy of `value` with the value at `path` replaced; an own property even for `__proto__`. */
function replaced(value: unknown, path: TPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  Object.defineProperty(node, path.at(-1)!, {
    value: next,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(testDatabases())('hostile bodies on $name', (database) => {
  let server: TTestServer;
  let token: string;
  let address = 0;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
    token = await signUpSampleUser(server);
  });
  afterAll(async () => server?.stop());

  interface TSend {
    path?: string;
    query?: string;
    /** A JSON value, or raw text in `raw`. */
    body?: unknown;
    raw?: string;
    /** Headers to add; `undefined` leaves one out. */
    headers?: Record<string, string | undefined>;
    session?: 'bearer' | 'cookie' | 'none';
  }

  /** Sends a sample's request, changed as asked, from an address of its own (so no limit is reached). */
  function send(sample: TSample, change: TSend = {}) {
    address += 1;
    const session = change.session ?? (sample.signedIn || sample.withSession ? 'bearer' : 'none');
    const query = change.query ?? new URLSearchParams(sample.query).toString();
    const path = change.path ?? samplePath(sample.endpoint.path, sample.params);
    const hasBody = sample.endpoint.method !== 'GET';
    const payload = change.raw ?? (hasBody ? JSON.stringify(change.body ?? sample.body) : undefined);
    const headers = Object.entries({
      ...(hasBody ? { 'content-type': 'application/json', origin: ORIGIN } : {}),
      ...(session === 'bearer' ? { authorization: `Bearer ${token}` } : {}),
      ...(session === 'cookie' ? { cookie: `marquee_session=${token}` } : {}),
      ...change.headers,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return server.app.inject({
      method: sample.endpoint.method,
      url: query ? `${path}?${query}` : path,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      headers: Object.fromEntries(headers),
      ...(payload === undefined ? {} : { payload }),
    });
  }

  function expectError(
    res: { statusCode: number; body: string; headers: Record<string, unknown> },
    where: string,
  ): string {
    expect(res.statusCode, `${where} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(body), where).toEqual(['error']);
    expect(typeof body.error, where).toBe('string');
    expect(res.body, where).not.toMatch(/[<>]/);
    return body.error as string;
  }

  const withBody = API_SAMPLES.filter((sample) => sample.body !== undefined);
  const signedIn = API_SAMPLES.filter((sample) => sample.signedIn);

  it('answers every sample request as a valid one (so the broken ones below reach past the schemas)', async () => {
    for (const sample of API_SAMPLES) {
      const res = await send(sample);
      const where = `${sample.name} → ${res.body.slice(0, 300)}`;
      if (sample.status) expect(res.statusCode, where).toBe(sample.status);
      else expect([200, 201], where).toContain(res.statusCode);
    }
  });

  it('takes an error report and a partnership request without an Origin header (no cookie: not a browser)', async () => {
    for (const name of ['feedback.report', 'feedback.partnerSubmission']) {
      const sample = API_SAMPLES.find((s) => s.name === name)!;
      const res = await send(sample, { headers: { origin: undefined } });
      expect(res.statusCode, `${name} → ${res.body}`).toBe(201);
    }
  });

  it('refuses a state change signed in by cookie without an Origin header, on every endpoint that takes a body', async () => {
    for (const sample of withBody.filter((s) => !READ_ONLY_POSTS.includes(s.name))) {
      const res = await send(sample, { session: 'cookie', headers: { origin: undefined } });
      expect(res.statusCode, sample.name).toBe(403);
      expect(expectError(res, sample.name)).toBe('This request must say where it comes from (Origin header)');
    }
  });

  it('refuses a NUL or another control character in the login or sign-up username or email with a readable 400', async () => {
    const signup = API_SAMPLES.find((s) => s.name === 'accounts.signup')!;
    const login = API_SAMPLES.find((s) => s.name === 'accounts.login')!;
    for (const bad of ['\u0000', '\u001b', '\u007f', '\u0085', '\uD800']) {
      for (const [sample, field, message] of [
        [signup, 'username', 'Username may only hold letters, digits, dots, dashes and underscores'],
        [signup, 'email', 'Please enter a valid email address'],
        [login, 'username', 'Please enter a valid email or username'],
        [login, 'email', 'Please enter a valid email or username'],
      ] as const) {
        const value = field === 'email' ? `a${bad}b@example.org` : `ab${bad}c`;
        const res = await send(sample, { body: { ...(sample.body as object), [field]: value } });
        expect(res.statusCode, `${sample.name} ${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(expectError(res, sample.name)).toBe(`Invalid request: body '${field}' ${message}`);
      }
    }
  });

  it('answers every signed-in endpoint 401 without a session, before it looks at the body or the path', async () => {
    const hostileBodies: TSend[] = [
      {},
      { body: {} },
      { body: [] },
      { body: 'text' },
      { body: { unknown: true } },
      { raw: deepArray(5000) },
      { raw: '{"token":' },
      { body: { name: 'x'.repeat(900_000) } },
    ];
    for (const sample of signedIn) {
      const changes = sample.endpoint.method === 'GET' ? [{}] : hostileBodies;
      for (const change of changes) {
        for (const headers of [{}, { authorization: 'Bearer nope' }, { cookie: 'marquee_session=nope' }]) {
          const res = await send(sample, {
            ...change,
            session: 'none',
            headers: { ...change.headers, ...headers },
          });
          expect(res.statusCode, `${sample.name} ${JSON.stringify(change).slice(0, 80)}`).toBe(401);
          expect(res.json()).toEqual({ error: 'Unauthorized' });
        }
      }
    }
    const endSession = API_SAMPLES.find((s) => s.name === 'accounts.endSession')!;
    const res = await send(endSession, { path: '/api/users/me/sessions/%00/end', session: 'none' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a control character or a lone surrogate in every text of every body with a 400', async () => {
    for (const sample of withBody) {
      for (const path of stringLeaves(sample.body)) {
        const where = `${sample.name} ${path.join('.')}`;
        if (NOT_STORED.has(where)) continue;
        const original = path.reduce<unknown>(
          (node, key) => (node as Record<string, unknown>)[key],
          sample.body,
        );
        for (const bad of ['\u0000', '\u0008', '\u001b', '\u0085', '\uD800', '\uDFFF']) {
          const res = await send(sample, { body: replaced(sample.body, path, `${String(original)}${bad}x`) });
          expect(res.statusCode, `${where} ${JSON.stringify(bad)} → ${res.body.slice(0, 200)}`).toBe(400);
          expectError(res, where);
        }
      }
    }
  });

  it('refuses a control character in every text of a path or query with a 4xx', async () => {
    for (const sample of API_SAMPLES) {
      for (const [name, value] of Object.entries(sample.params ?? {})) {
        const path = samplePath(sample.endpoint.path, { ...sample.params, [name]: `${value}%00` });
        expectError(await send(sample, { path }), `${sample.name} ${name}`);
      }
      for (const [name, value] of Object.entries(sample.query ?? {})) {
        const query = new URLSearchParams({ ...sample.query, [name]: `${value}\u0000` }).toString();
        expectError(await send(sample, { query }), `${sample.name} ?${name}`);
      }
    }
  });

  it('answers wrong types, huge and out-of-range values, prototype keys and deep nesting anywhere in a body with a 4xx or takes them', async () => {
    const hostile: unknown[] = [
      null,
      true,
      -1,
      0.5,
      2 ** 31,
      2 ** 53 + 2,
      1e308,
      -1e308,
      '',
      'x'.repeat(100_000),
      [],
      {},
      Array.from({ length: 10_001 }, () => 1),
    ];
    for (const sample of withBody) {
      for (const path of allPlaces(sample.body)) {
        for (const value of hostile) {
          const res = await send(sample, { body: replaced(sample.body, path, value) });
          if (res.statusCode >= 400) expectError(res, `${sample.name} ${path.join('.')}`);
          else expect(res.statusCode).toBeLessThan(300);
        }
        const place = path.reduce<unknown>(
          (node, key) => (node as Record<string, unknown>)[key],
          sample.body,
        );
        if (!place || typeof place !== 'object' || Array.isArray(place)) continue;
        // Prototype poisoning is refused by the JSON parser; other odd names are unknown fields, refused or ignored.
        for (const [key, value] of [
          ['__proto__', { isAdmin: true }],
          ['constructor', { prototype: { isAdmin: true } }],
        ] as const) {
          const res = await send(sample, { body: replaced(sample.body, [...path, key], value) });
          const where = `${sample.name} ${[...path, key].join('.')}`;
          expect(res.statusCode, `${where} → ${res.body.slice(0, 200)}`).toBe(400);
          expectError(res, where);
        }
        for (const key of ['prototype', 'toString', 'hasOwnProperty']) {
          const res = await send(sample, { body: replaced(sample.body, [...path, key], { isAdmin: true }) });
          if (res.statusCode >= 400) expectError(res, `${sample.name} ${[...path, key].join('.')}`);
        }
      }
      for (const raw of [
        deepArray(5000),
        `{"a":${deepArray(100_000)}}`,
        '',
        'null',
        '[]',
        '"x"',
        '1',
        '{"a":',
        '\u0000',
      ]) {
        expectError(await send(sample, { raw }), `${sample.name} ${raw.slice(0, 20)}`);
      }
    }
  });

  it('refuses a body that is not JSON on every endpoint that takes one (415 where it changes state)', async () => {
    for (const sample of withBody) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        '',
      ]) {
        const res = await send(sample, { headers: { 'content-type': type } });
        expectError(res, `${sample.name} ${type}`);
        if (!READ_ONLY_POSTS.includes(sample.name)) expect(res.statusCode).toBe(415);
      }
    }
  });

  it('answers other methods on every path with a JSON 4xx', async () => {
    for (const sample of API_SAMPLES) {
      for (const method of [
        'PUT',
        'DELETE',
        'PATCH',
        sample.endpoint.method === 'GET' ? 'POST' : 'GET',
      ] as const) {
        const path = samplePath(sample.endpoint.path, sample.params);
        const res = await server.app.inject({ method, url: path, headers: { origin: ORIGIN } });
        expectError(res, `${method} ${sample.name}`);
      }
    }
  });
});
