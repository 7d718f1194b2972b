// Accounts with several server instances behind a balancer: one PostgreSQL, one Redis. Sessions, login
// throttling and sync must behave as if there were one server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type TServer } from '../server.ts';
import { testConfig, testDatabases } from '../../test/helper.ts';

const postgres = testDatabases().find((d) => d.name === 'postgres');
const redisUrl = process.env.REDIS_URL;
/** Redis keeps counters between runs: every run calls from addresses of its own. */
const run = Math.floor(Math.random() * 250);
const address = (n: number) => `10.${run}.${Math.floor(Math.random() * 250)}.${n}`;
const headers = { 'content-type': 'application/json', origin: 'http://localhost:80' };

describe.runIf(postgres && redisUrl)('accounts on two instances sharing PostgreSQL and Redis', () => {
  let servers: TServer[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const target = await postgres!.create();
    drop = target.drop;
    for (let i = 0; i < 2; i++) {
      servers.push(
        await createServer(testConfig({ DATABASE_URL: target.url, REDIS_URL: redisUrl }), {
          logger: false,
          seed: false,
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
    await drop();
  });

  const post = (
    server: TServer,
    url: string,
    payload: unknown,
    extra: Record<string, string> = {},
    remoteAddress = address(1),
  ) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...extra },
      payload: JSON.stringify(payload),
      remoteAddress,
    });

  it('a session made on one instance works on the other, and logging out on one ends it on both', async () => {
    const [a, b] = servers as [TServer, TServer];
    const name = `multi_${Date.now().toString(36)}`;
    const signup = await post(a, '/api/auth/signup', {
      username: name,
      email: `${name}@example.org`,
      password: 'a fine passphrase',
      passwordConfirm: 'a fine passphrase',
    });
    expect(signup.statusCode).toBe(201);
    const auth = { authorization: `Bearer ${signup.json().token}` };
    expect((await b.app.inject({ url: '/api/users/me', headers: auth })).json().username).toBe(name);
    await post(
      b,
      '/api/sync/bookmarks',
      {
        bookmarks: [
          {
            mediaId: 5,
            category: 'watchlist',
            addedAt: Date.UTC(2026, 0, 1),
            updatedAt: Date.UTC(2026, 0, 1),
          },
        ],
      },
      auth,
    );
    expect(
      (await a.app.inject({ url: '/api/users/me/bookmarks', headers: auth })).json().bookmarks,
    ).toHaveLength(1);
    await post(a, '/api/auth/logout', {}, auth);
    expect((await b.app.inject({ url: '/api/users/me', headers: auth })).statusCode).toBe(401);
  });

  it('counts failed logins across instances: the account is locked on that address by both, not elsewhere', async () => {
    const [a, b] = servers as [TServer, TServer];
    const name = `throttle_${Date.now().toString(36)}`;
    await post(
      a,
      '/api/auth/signup',
      {
        username: name,
        email: `${name}@example.org`,
        password: 'a fine passphrase',
        passwordConfirm: 'a fine passphrase',
      },
      {},
      address(2),
    );
    const failing = address(3);
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      expect(
        (await post(server, '/api/auth/login', { username: name, password: 'wrong password' }, {}, failing))
          .statusCode,
      ).toBe(401);
    }
    for (const server of [a, b]) {
      const right = { username: name, password: 'a fine passphrase' };
      expect((await post(server, '/api/auth/login', right, {}, failing)).statusCode).toBe(429);
      expect((await post(server, '/api/auth/login', right, {}, address(4))).statusCode).toBe(200);
    }
  });
});
