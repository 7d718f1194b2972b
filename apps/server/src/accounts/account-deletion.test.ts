import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { AccountClient, PASSWORD } from '../../test/support/portability/account-client.ts';
import { ACCOUNT_DELETIONS_PER_HOUR } from './attempt-limits.ts';

const T0 = Date.UTC(2026, 0, 1);

/** Every table that holds rows of an account, and how a row names it. */
const ACCOUNT_TABLES = {
  users: 'id = $user',
  sessions: 'user_id = $user',
  password_resets: 'user_id = $user',
  profiles: 'user_id = $user',
  segment_submissions: 'user_id = $user',
  user_bookmarks: 'profile_id = any($profiles)',
  user_history: 'profile_id = any($profiles)',
  user_follows: 'profile_id = any($profiles)',
  user_settings: 'profile_id = any($profiles)',
  calendar_feeds: 'profile_id = any($profiles)',
} as const;

describe.each(testDatabases())('deleting an account on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  }, 180_000);
  afterAll(async () => server?.stop());

  async function rowsOf(userId: number, profileIds: number[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [table, where] of Object.entries(ACCOUNT_TABLES)) {
      const condition = where
        .replace('$user', String(userId))
        .replace('$profiles', `array[${profileIds.join(',') || '-1'}]::int[]`);
      const [row] = await server.database.db.execute<{ n: number }>(
        sql.raw(`select count(*)::int as n from ${table} where ${condition}`),
      );
      counts[table] = row?.n ?? -1;
    }
    return counts;
  }

  async function idsOf(username: string) {
    const users = await server.database.db.execute<{ id: number }>(
      sql`select id from users where username = ${username}`,
    );
    const userId = users[0]?.id ?? -1;
    const profiles = await server.database.db.execute<{ id: number }>(
      sql`select id from profiles where user_id = ${userId}`,
    );
    return { userId, profileIds: profiles.map((row) => row.id) };
  }

  it('asks for the password, then removes every row of the account in one go and signs every device out', async () => {
    const account = await new AccountClient(server.app).signUp();
    const bystander = await new AccountClient(server.app).signUp();
    await account.json('POST', '/api/users/me/profiles', { name: 'Second' });
    for (const client of [account, bystander]) {
      await client.json('POST', '/api/sync/bookmarks', {
        bookmarks: [{ mediaId: 603, mediaType: 'movie', category: 'watchlist', addedAt: T0 }],
      });
      await client.json('POST', '/api/sync/watch-history', {
        items: {
          '603': { type: 'movie', title: 'The Matrix', updatedAt: T0, progress: { watched: 1, duration: 2 } },
        },
      });
      await client.json('POST', '/api/sync/settings', { settings: { autoplay: false }, updatedAt: T0 });
      await client.json('POST', '/api/sync/follows', {
        follows: [{ kind: 'follow', mediaType: 'tv', mediaId: 1396, isFollowing: true, updatedAt: T0 }],
      });
      await client.json('POST', '/api/users/me/calendar-feed', {});
    }
    // A second device of the account.
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
      remoteAddress: account.address,
      payload: JSON.stringify({ username: account.username, password: PASSWORD }),
    });
    expect(login.statusCode, login.body).toBe(200);
    const otherDevice = login.json<{ token: string }>().token;

    const { userId, profileIds } = await idsOf(account.username);
    expect(profileIds).toHaveLength(2);
    // Rows no endpoint here makes: a marked segment and a reset link.
    await server.database.db.execute(sql`
      insert into segment_submissions (user_id, address_key, media_key, media_type, tmdb_id, kind, start_s, end_s, duration_s)
      values (${userId}, 'address', 'movie:603', 'movie', 603, 'intro', 0, 10, 100)`);
    await server.database.db.execute(sql`
      insert into password_resets (token_hash, user_id, expires_at) values ('hash', ${userId}, now())`);
    const before = await rowsOf(userId, profileIds);
    for (const table of [
      'users',
      'profiles',
      'user_bookmarks',
      'user_history',
      'user_settings',
      'user_follows',
      'calendar_feeds',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(before.sessions).toBe(2);

    const wrong = await account.call('DELETE', '/api/users/me', { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Wrong password' });
    expect(await rowsOf(userId, profileIds)).toEqual(before);

    const res = await account.call('DELETE', '/api/users/me', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const after = await rowsOf(userId, profileIds);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    for (const token of [account.token, otherDevice]) {
      const me = await server.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    // The other account is untouched.
    const others = await idsOf(bystander.username);
    const kept = await rowsOf(others.userId, others.profileIds);
    expect(kept.user_bookmarks).toBe(1);
    expect(kept.sessions).toBe(1);
  });

  it('limits attempts per account, with a readable 429', async () => {
    const account = await new AccountClient(server.app).signUp();
    for (let i = 0; i < ACCOUNT_DELETIONS_PER_HOUR; i++) {
      expect((await account.call('DELETE', '/api/users/me', { password: `guess ${i}` })).statusCode).toBe(
        403,
      );
    }
    const refused = await account.call('DELETE', '/api/users/me', { password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many attempts to delete the account/);
    expect((await account.call('GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('needs a session and a password', async () => {
    const anonymous = await server.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
      payload: JSON.stringify({ password: PASSWORD }),
    });
    expect(anonymous.statusCode).toBe(401);
    const account = await new AccountClient(server.app).signUp();
    const missing = await account.call('DELETE', '/api/users/me', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/password/i);
  });
});
