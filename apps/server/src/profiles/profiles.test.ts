import {
  KIDS_RATING_LIMIT,
  MAX_PROFILES,
  NO_RATING_LIMIT,
  PROFILE_MESSAGES,
  RATING_LIMIT_FOR_FILTER,
} from '@marquee/domain';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { Authenticator } from '../accounts/authenticate.ts';
import { SessionStore } from '../accounts/sessions.ts';
import { ActiveProfiles } from './active-profile.ts';
import { ProfilesRepository } from './profiles.repository.ts';

const headers = { 'content-type': 'application/json', origin: 'http://localhost:80' };
const PASSWORD = 'a fine passphrase';
let counter = 0;
const T0 = Date.UTC(2026, 0, 1);

describe.each(testDatabases())('profiles on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  });
  afterAll(async () => server?.stop());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: unknown,
    remoteAddress = '10.9.0.1',
  ) =>
    server.app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  async function newAccount(): Promise<{ token: string; username: string }> {
    counter += 1;
    const username = `prof_${Date.now().toString(36)}_${counter}`;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers,
      remoteAddress: `10.8.${counter}.1`,
      payload: JSON.stringify({
        username,
        email: `${username}@example.org`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { token: res.json().token as string, username };
  }

  async function login(username: string): Promise<string> {
    const res = await call('POST', '/api/auth/login', undefined, { username, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }

  async function addProfile(token: string, body: Record<string, unknown>): Promise<number> {
    const res = await call('POST', '/api/users/me/profiles', token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  const bookmark = (mediaId: number) => ({
    mediaId,
    mediaType: 'movie',
    category: 'watchlist',
    addedAt: T0,
    updatedAt: T0,
  });

  it('needs a session for every profile endpoint, before it looks at the body', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/users/me/profiles', undefined],
      ['POST', '/api/users/me/profiles', { name: 'Kid' }],
      ['PATCH', '/api/users/me/profiles/1', { name: 5 }],
      ['DELETE', '/api/users/me/profiles/1', {}],
      ['POST', '/api/users/me/profiles/1/select', {}],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it("starts an account with one profile named as it, the session's active one", async () => {
    const { token, username } = await newAccount();
    const res = await call('GET', '/api/users/me/profiles', token);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.profiles).toEqual([
      {
        id: answer.activeId,
        name: username,
        avatar: 'initials',
        kind: 'standard',
        hasPin: false,
        ratingLimit: null,
      },
    ]);
    expect((await call('GET', '/api/users/me', token)).json().profile.id).toBe(answer.activeId);
  });

  it(`adds up to ${MAX_PROFILES} profiles with names unique in any case, and refuses bad fields with a message`, async () => {
    const { token } = await newAccount();
    await addProfile(token, { name: 'Anna', avatar: 'fox' });
    const same = await call('POST', '/api/users/me/profiles', token, { name: ' ＡＮＮＡ ' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ error: PROFILE_MESSAGES.nameTaken });
    for (const [body, message] of [
      [{ name: '' }, /at least 1/],
      [{ name: 'x'.repeat(31) }, /at most 30/],
      [{ name: 'a\u0007b' }, /control characters/],
      [{ name: 'Kid', pin: '12' }, /4 to 6 digits/],
      [{ name: 'Kid', kind: 'adult' }, /kind/],
      [{ name: 'Kid', avatar: 'https://x' }, /avatar/],
      [{ name: 'Kid', extra: 1 }, /extra/],
    ] as const) {
      const res = await call('POST', '/api/users/me/profiles', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    for (let n = 3; n <= MAX_PROFILES; n++) await addProfile(token, { name: `P${n}` });
    const full = await call('POST', '/api/users/me/profiles', token, { name: 'Seventh' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: PROFILE_MESSAGES.limit });
    expect((await call('GET', '/api/users/me/profiles', token)).json().profiles).toHaveLength(MAX_PROFILES);
  });

  it('never passes the limit with additions sent together', async () => {
    const { token } = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        call('POST', '/api/users/me/profiles', token, { name: `Same ${n}` }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_PROFILES - 1);
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    expect((await call('GET', '/api/users/me/profiles', token)).json().profiles).toHaveLength(MAX_PROFILES);
  });

  it('renames, changes avatar and kind, sets and removes a PIN', async () => {
    const { token } = await newAccount();
    const id = await addProfile(token, { name: 'Sam' });
    await addProfile(token, { name: 'Kim' });
    const changed = await call('PATCH', `/api/users/me/profiles/${id}`, token, {
      name: 'Sammy',
      avatar: 'owl',
      kind: 'kids',
      pin: '1234',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      id,
      name: 'Sammy',
      avatar: 'owl',
      kind: 'kids',
      hasPin: true,
      ratingLimit: null,
    });
    const taken = await call('PATCH', `/api/users/me/profiles/${id}`, token, { name: 'kim' });
    expect(taken.statusCode).toBe(409);
    const unpinned = await call('PATCH', `/api/users/me/profiles/${id}`, token, {
      pin: null,
      currentPin: '1234',
    });
    expect(unpinned.json().hasPin).toBe(false);
    const limit = { movie: 'R', tv: 'TV-14', unrated: 'allow' };
    const limited = await call('PATCH', `/api/users/me/profiles/${id}`, token, { ratingLimit: limit });
    expect(limited.json().ratingLimit).toEqual(limit);
    const rows = await server.database.db.execute(`select pin_hash from profiles where id = ${id}`);
    expect(rows[0]?.pin_hash).toBeNull();
  });

  it("needs another profile's PIN to change or remove it, or to delete that profile; wrong tries count", async () => {
    const { token } = await newAccount();
    const pinned = await addProfile(token, { name: 'Guarded', pin: '2468' });
    const open = await addProfile(token, { name: 'Open' });
    const url = `/api/users/me/profiles/${pinned}`;
    const address = '10.5.0.1';
    for (const [method, payload] of [
      ['PATCH', { pin: '1357' }],
      ['PATCH', { pin: null }],
      ['DELETE', {}],
    ] as const) {
      const res = await call(method, url, token, payload, address);
      expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(403);
      expect(res.json()).toMatchObject({ error: PROFILE_MESSAGES.pinNeeded, needs: 'pin' });
    }
    const wrong = await call('PATCH', url, token, { pin: null, currentPin: '0000' }, address);
    expect(wrong.json()).toEqual({ error: PROFILE_MESSAGES.pinWrong, needs: 'pin', attemptsLeft: 4 });
    const wrongDelete = await call('DELETE', url, token, { pin: '9999' }, address);
    expect(wrongDelete.json()).toMatchObject({ attemptsLeft: 3 });
    const stillPinned = await server.database.db.execute(
      `select pin_hash from profiles where id = ${pinned}`,
    );
    expect(stillPinned[0]?.pin_hash).not.toBeNull();
    // A rename needs no PIN; nor does a PIN for a profile that has none.
    expect((await call('PATCH', url, token, { name: 'Guarded too' }, address)).statusCode).toBe(200);
    const openPin = await call('PATCH', `/api/users/me/profiles/${open}`, token, { pin: '1111' }, address);
    expect(openPin.statusCode, openPin.body).toBe(200);
    const changed = await call('PATCH', url, token, { pin: '1357', currentPin: '2468' }, address);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('DELETE', url, token, { pin: '2468' }, address)).statusCode).toBe(403);
    const deleted = await call('DELETE', url, token, { pin: '1357' }, address);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The session's own profile was unlocked on entry: its PIN changes without it.
    const own = await addProfile(token, { name: 'Mine', pin: '5555' });
    expect(
      (await call('POST', `/api/users/me/profiles/${own}/select`, token, { pin: '5555' }, address))
        .statusCode,
    ).toBe(200);
    const ownChange = await call('PATCH', `/api/users/me/profiles/${own}`, token, { pin: null }, address);
    expect(ownChange.statusCode, ownChange.body).toBe(200);
  });

  it('locks the PIN of another profile after 5 wrong tries at managing it', async () => {
    const { token } = await newAccount();
    const pinned = await addProfile(token, { name: 'Vault', pin: '8642' });
    const url = `/api/users/me/profiles/${pinned}`;
    for (let n = 1; n <= 5; n++) {
      const wrong = await call('DELETE', url, token, { pin: '0000' }, '10.5.1.1');
      expect(wrong.json()).toMatchObject({ attemptsLeft: 5 - n });
    }
    const locked = await call('DELETE', url, token, { pin: '8642' }, '10.5.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: PROFILE_MESSAGES.locked });
  });

  it("answers 404 for another account's profile, on every endpoint", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const bobs = await addProfile(bob.token, { name: 'Bobby' });
    for (const [method, url, payload] of [
      ['PATCH', `/api/users/me/profiles/${bobs}`, { name: 'Mine' }],
      ['DELETE', `/api/users/me/profiles/${bobs}`, {}],
      ['POST', `/api/users/me/profiles/${bobs}/select`, {}],
      ['POST', '/api/users/me/profiles/2147483647/select', {}],
    ] as const) {
      const res = await call(method, url, alice.token, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: PROFILE_MESSAGES.notFound });
    }
    const bad = await call('POST', '/api/users/me/profiles/abc/select', alice.token, {});
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/users/me/profiles', bob.token))
        .json()
        .profiles.map((p: { name: string }) => p.name),
    ).toContain('Bobby');
  });

  it('keeps each profile’s bookmarks, history and settings apart, and deletes a profile with its data', async () => {
    const { token } = await newAccount();
    const second = await addProfile(token, { name: 'Second' });
    await call('POST', '/api/sync/bookmarks', token, { bookmarks: [bookmark(1)] });
    await call('POST', '/api/sync/settings', token, { settings: { theme: 'light' }, updatedAt: T0 });
    expect((await call('POST', `/api/users/me/profiles/${second}/select`, token, {})).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me/bookmarks', token)).json().bookmarks).toEqual([]);
    expect((await call('GET', '/api/users/me/settings', token)).json().updatedAt).toBe(0);
    await call('POST', '/api/sync/bookmarks', token, { bookmarks: [bookmark(2)] });
    const first = (await call('GET', '/api/users/me/profiles', token)).json().profiles[0].id as number;
    await call('POST', `/api/users/me/profiles/${first}/select`, token, {});
    const own = (await call('GET', '/api/users/me/bookmarks', token)).json().bookmarks;
    expect(own.map((b: { mediaId: number }) => b.mediaId)).toEqual([1]);

    const deleted = await call('DELETE', `/api/users/me/profiles/${second}`, token, {});
    expect(deleted.statusCode).toBe(200);
    const left = await server.database.db.execute(
      `select count(*)::int as n from user_bookmarks where profile_id = ${second}`,
    );
    expect(left[0]?.n).toBe(0);
    const last = await call('DELETE', `/api/users/me/profiles/${first}`, token, {});
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: PROFILE_MESSAGES.lastProfile });
  });

  it('asks for the PIN to enter a profile that has one, and locks it after 5 wrong tries for 15 minutes', async () => {
    const { token } = await newAccount();
    const pinned = await addProfile(token, { name: 'Locked', pin: '4321' });
    const none = await call('POST', `/api/users/me/profiles/${pinned}/select`, token, {}, '10.7.0.1');
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ error: PROFILE_MESSAGES.pinNeeded, needs: 'pin' });
    for (let n = 1; n <= 5; n++) {
      const wrong = await call(
        'POST',
        `/api/users/me/profiles/${pinned}/select`,
        token,
        { pin: '0000' },
        '10.7.0.1',
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ error: PROFILE_MESSAGES.pinWrong, needs: 'pin', attemptsLeft: 5 - n });
    }
    const locked = await call(
      'POST',
      `/api/users/me/profiles/${pinned}/select`,
      token,
      { pin: '4321' },
      '10.7.0.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: PROFILE_MESSAGES.locked });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not locked out by these tries.
    const right = await call(
      'POST',
      `/api/users/me/profiles/${pinned}/select`,
      token,
      { pin: '4321' },
      '10.7.0.2',
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().activeId).toBe(pinned);
    const rows = await server.database.db.execute(`select pin_hash from profiles where id = ${pinned}`);
    expect(String(rows[0]?.pin_hash)).toMatch(/^\$argon2id\$/);
  });

  it('keeps a kids profile in: no managing, and leaving it needs the target PIN or the account password', async () => {
    const { token } = await newAccount();
    const first = (await call('GET', '/api/users/me/profiles', token)).json().profiles[0].id as number;
    const kids = await addProfile(token, { name: 'Kids', kind: 'kids' });
    const pinned = await addProfile(token, { name: 'Parent', pin: '1111' });
    expect((await call('POST', `/api/users/me/profiles/${kids}/select`, token, {})).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/users/me/profiles', { name: 'New' }],
      ['PATCH', `/api/users/me/profiles/${kids}`, { kind: 'standard' }],
      ['DELETE', `/api/users/me/profiles/${pinned}`, {}],
    ] as const) {
      const res = await call(method, url, token, payload, '10.6.0.1');
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: PROFILE_MESSAGES.kidsCannotManage });
    }
    // The kids profile's own data only.
    await call('POST', '/api/sync/bookmarks', token, { bookmarks: [bookmark(9)] });
    const leave = (body: unknown) =>
      call('POST', `/api/users/me/profiles/${first}/select`, token, body, '10.6.0.1');
    expect((await leave({})).json()).toMatchObject({
      error: PROFILE_MESSAGES.passwordNeeded,
      needs: 'password',
    });
    expect((await leave({ pin: '1111' })).statusCode).toBe(403);
    expect((await leave({ password: 'not it at all' })).json()).toMatchObject({
      error: PROFILE_MESSAGES.passwordWrong,
      attemptsLeft: 4,
    });
    const toPinned = await call(
      'POST',
      `/api/users/me/profiles/${pinned}/select`,
      token,
      { password: PASSWORD },
      '10.6.0.1',
    );
    expect(toPinned.statusCode).toBe(403);
    expect(toPinned.json().needs).toBe('pin');
    const back = await leave({ password: PASSWORD });
    expect(back.statusCode, back.body).toBe(200);
    expect((await call('GET', '/api/users/me/bookmarks', token)).json().bookmarks).toEqual([]);
  });

  it('starts a login with several profiles on the picker: data calls wait for a choice', async () => {
    const { token, username } = await newAccount();
    await addProfile(token, { name: 'Other' });
    const fresh = await login(username);
    expect((await call('GET', '/api/users/me', fresh)).json().profile).toBeNull();
    expect((await call('GET', '/api/users/me/profiles', fresh)).json().activeId).toBeNull();
    const sync = await call('GET', '/api/users/me/bookmarks', fresh);
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toEqual({ error: PROFILE_MESSAGES.chooseProfile });
  });

  it("gives the catalogue each session's rating limit, and a change of profile at once", async () => {
    const db = server.database.db;
    const auth = new Authenticator(new SessionStore(db, { idleMs: 3_600_000, lifetimeMs: 86_400_000 }));
    let now = 0;
    const active = new ActiveProfiles(auth, new ProfilesRepository(db), () => now);
    const requestWith = (token?: string) =>
      ({ headers: token ? { authorization: `Bearer ${token}` } : {} }) as unknown as FastifyRequest;
    expect(await active.ratingLimitOf(requestWith())).toEqual(NO_RATING_LIMIT);
    expect(await active.ratingLimitOf(requestWith('x'.repeat(43)))).toEqual(NO_RATING_LIMIT);

    const { token, username } = await newAccount();
    expect(await active.ratingLimitOf(requestWith(token))).toEqual(NO_RATING_LIMIT);
    await call('POST', '/api/sync/settings', token, {
      settings: { contentFiltering: 'moderate' },
      updatedAt: T0,
    });
    now += 10_000; // past the cache's lifetime, as another instance would see it
    expect(await active.ratingLimitOf(requestWith(token))).toEqual(RATING_LIMIT_FOR_FILTER.moderate);

    const kids = await addProfile(token, { name: 'Little', kind: 'kids' });
    await call('POST', `/api/users/me/profiles/${kids}/select`, token, {});
    now += 10_000;
    expect(await active.ratingLimitOf(requestWith(token))).toEqual(KIDS_RATING_LIMIT);
    // A session where nobody chose yet sees no more than a kids profile would.
    expect(await active.ratingLimitOf(requestWith(await login(username)))).toEqual(KIDS_RATING_LIMIT);
  });
});
