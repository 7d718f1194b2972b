import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSessionToken } from './session-tokens.ts';
import { sessions } from '../db/schema.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

const ORIGIN = 'http://localhost:80';
const json = { 'content-type': 'application/json', origin: ORIGIN };

let counter = 0;
/** A new account's fields, unique per call. */
function newAccount() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user_${id}`,
    email: `user_${id}@example.org`,
    password: 'correct horse battery',
    passwordConfirm: 'correct horse battery',
  };
}

describe.each(testDatabases())('accounts on $name', (database) => {
  let server: TTestServer;
  let address = 0;
  /** Each test calls from an address of its own, so the per-address limits of one do not touch another. */
  let remoteAddress = '10.0.0.1';
  beforeAll(async () => {
    // A request from this machine plays the proxy in front of the server (the https test below).
    server = await startTestServer(database, { TRUST_PROXY: 'loopback' }, { seed: false });
  });
  afterAll(async () => server?.stop());
  beforeEach(() => {
    address += 1;
    remoteAddress = `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { ...json, ...headers },
      remoteAddress,
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers, remoteAddress });

  async function signUp(fields = newAccount()) {
    const res = await post('/api/auth/signup', fields);
    expect(res.statusCode, res.body).toBe(201);
    return { fields, token: res.json().token as string, res };
  }

  it('signs up: 201 with a token and the user, a session cookie, and the password kept only as an Argon2id hash', async () => {
    const { fields, token, res } = await signUp();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json().user).toEqual({
      name: fields.username,
      email: fields.email,
      username: fields.username,
      isDonator: false,
      '4k_token': null,
      // Its first profile, named as the account, is the session's.
      profile: {
        id: expect.any(Number),
        name: fields.username,
        avatar: 'initials',
        kind: 'standard',
        hasPin: false,
        ratingLimit: null,
      },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`marquee_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await server.database.db.execute(
      `select password_hash from users where username = '${fields.username}'`,
    );
    const hash = (rows as unknown as { password_hash: string }[])[0]?.password_hash ?? '';
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    expect(hash).not.toContain(fields.password);
    const stored = await server.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('over https (behind a proxy) the cookie is __Host- prefixed and Secure', async () => {
    remoteAddress = '127.0.0.1';
    const res = await post('/api/auth/signup', newAccount(), {
      'x-forwarded-proto': 'https',
      origin: 'https://localhost:80',
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-marquee_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    const me = await get('/api/users/me', { cookie: `__Host-marquee_session=${res.json().token}` });
    expect(me.statusCode).toBe(200);
  });

  it('trims the username and email and keeps usernames and emails unique whatever their case', async () => {
    const fields = newAccount();
    await signUp({ ...fields, username: `  ${fields.username} `, email: ` ${fields.email}  ` });
    const sameName = await post('/api/auth/signup', {
      ...newAccount(),
      username: fields.username.toUpperCase(),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'This username is already taken' });
    const sameEmail = await post('/api/auth/signup', { ...newAccount(), email: fields.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it('refuses invalid sign-ups with the words the sign-up form shows, and common passwords', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newAccount(), username: 'ab' }, 'Username must be at least 3 characters'],
      [{ ...newAccount(), email: 'not-an-email' }, 'Please enter a valid email address'],
      [
        { ...newAccount(), password: 'short', passwordConfirm: 'short' },
        'Password must be at least 8 characters',
      ],
      [{ ...newAccount(), passwordConfirm: 'something else' }, 'Passwords do not match'],
      [
        { ...newAccount(), password: 'x'.repeat(257), passwordConfirm: 'x'.repeat(257) },
        'Password must be at most 256 characters',
      ],
      [{ ...newAccount(), isDonator: true }, 'Unrecognized key'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/auth/signup', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    const common = await post('/api/auth/signup', {
      ...newAccount(),
      password: 'password123',
      passwordConfirm: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatch(/most commonly used/);
  });

  it('logs in by email or username (any case) with a new token each time; wrong details do not say which part was wrong', async () => {
    const { fields, token } = await signUp();
    const byEmail = await post('/api/auth/login', {
      email: fields.email.toUpperCase(),
      password: fields.password,
    });
    expect(byEmail.statusCode).toBe(200);
    const byName = await post('/api/auth/login', { username: fields.username, password: fields.password });
    expect(byName.statusCode).toBe(200);
    expect(new Set([token, byEmail.json().token, byName.json().token]).size).toBe(3);
    const wrongPassword = await post('/api/auth/login', {
      username: fields.username,
      password: 'wrong password',
    });
    const noAccount = await post('/api/auth/login', { username: 'nobody_here', password: 'wrong password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(noAccount.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(noAccount.json());
  });

  it('locks login after 5 failures for 15 minutes on that address, a success resets the count, and the owner elsewhere is not locked out', async () => {
    const { fields } = await signUp();
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await post('/api/auth/login', { username: fields.username, password: 'wrong password' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await post('/api/auth/login', { username: fields.username, password: fields.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/auth/login', { username: fields.username, password: 'wrong password' })).statusCode,
      ).toBe(401);
    }
    const locked = await post('/api/auth/login', { username: fields.username, password: fields.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'Too many wrong passwords. Sign-in is paused for 15 minutes to protect your account.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The owner on another address signs in: guesses from one place do not lock the account everywhere.
    remoteAddress = '10.9.9.9';
    expect(
      (await post('/api/auth/login', { username: fields.username, password: fields.password })).statusCode,
    ).toBe(200);
    const other = await signUp();
    expect(
      (await post('/api/auth/login', { username: other.fields.username, password: other.fields.password }))
        .statusCode,
    ).toBe(200);
  });

  it('answers /api/users/me for a cookie or a bearer token, and Unauthorized otherwise', async () => {
    const { fields, token } = await signUp();
    const byBearer = await get('/api/users/me', { authorization: `Bearer ${token}` });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toMatchObject({ username: fields.username, email: fields.email });
    const byCookie = await get('/api/users/me', { cookie: `marquee_session=${token}` });
    expect(byCookie.json().username).toBe(fields.username);
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { cookie: 'marquee_session=' + 'a'.repeat(43) },
    ] as Record<string, string>[]) {
      const res = await get('/api/users/me', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('updates the name (trimmed) and refuses control characters', async () => {
    const { token } = await signUp();
    const auth = { authorization: `Bearer ${token}` };
    const res = await post('/api/users/me/updateName', { name: '  Ada Lovelace ' }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Ada Lovelace');
    expect((await get('/api/users/me', auth)).json().name).toBe('Ada Lovelace');
    const bad = await post('/api/users/me/updateName', { name: 'a\u0000b' }, auth);
    expect(bad.statusCode).toBe(400);
    const anonymous = await post('/api/users/me/updateName', { name: 'x' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('logs out on the server: the token stops working and the cookie is cleared', async () => {
    const { token } = await signUp();
    const res = await post('/api/auth/logout', {}, { cookie: `marquee_session=${token}` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/marquee_session=;/);
    expect((await get('/api/users/me', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('lists sessions and signs other devices out', async () => {
    const { fields, token } = await signUp();
    const second = (
      await post(
        '/api/auth/login',
        { username: fields.username, password: fields.password },
        { 'user-agent': 'Phone' },
      )
    ).json().token;
    const third = (
      await post('/api/auth/login', { username: fields.username, password: fields.password })
    ).json().token;
    const auth = { authorization: `Bearer ${token}` };
    const list = (await get('/api/users/me/sessions', auth)).json().sessions as {
      id: string;
      current: boolean;
      userAgent: string;
    }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phone = list.find((s) => s.userAgent === 'Phone');
    expect((await post(`/api/users/me/sessions/${phone?.id}/end`, {}, auth)).statusCode).toBe(200);
    expect((await get('/api/users/me', { authorization: `Bearer ${second}` })).statusCode).toBe(401);
    expect((await post('/api/users/me/sessions/AAAAAAAAAAAAAAAAAAAA/end', {}, auth)).statusCode).toBe(404);
    expect((await post('/api/users/me/sessions/end-others', {}, auth)).json()).toEqual({ ended: 1 });
    expect((await get('/api/users/me', { authorization: `Bearer ${third}` })).statusCode).toBe(401);
    expect((await get('/api/users/me', auth)).statusCode).toBe(200);
  });

  it('ends sessions after the idle timeout and the absolute lifetime', async () => {
    const { token } = await signUp();
    const store = (await import('./sessions.ts')).SessionStore;
    const rules = { idleMs: 1000 * 60 * 60, lifetimeMs: 1000 * 60 * 60 * 3 };
    const sessionsStore = new store(server.database.db, rules);
    const now = Date.now();
    expect(await sessionsStore.find(token, new Date(now + 1000 * 60 * 30))).toBeDefined();
    // Used at +30 min, so alive at +80 min (50 min idle), but not at +2 h without use since.
    expect(await sessionsStore.find(token, new Date(now + 1000 * 60 * 80))).toBeDefined();
    expect(await sessionsStore.find(token, new Date(now + 1000 * 60 * 60 * 2.5))).toBeUndefined();
    const fresh = await sessionsStore.start(1, 'test', null, new Date(now));
    for (let minutes = 50; minutes < 180; minutes += 50) {
      expect(await sessionsStore.find(fresh, new Date(now + minutes * 60 * 1000))).toBeDefined();
    }
    expect(await sessionsStore.find(fresh, new Date(now + 181 * 60 * 1000))).toBeUndefined();
  });

  it('refuses state changes without a JSON body or from another origin', async () => {
    const { token } = await signUp();
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/users/me/updateName',
      payload: 'name=evil',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `marquee_session=${token}`,
        origin: ORIGIN,
      },
      remoteAddress,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error).toMatch(/JSON body/);
    const crossSite = await post(
      '/api/users/me/updateName',
      { name: 'evil' },
      { origin: 'https://evil.example', cookie: `marquee_session=${token}` },
    );
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await server.app.inject({
      method: 'POST',
      url: '/api/users/me/updateName',
      payload: JSON.stringify({ name: 'evil' }),
      headers: { 'content-type': 'application/json', cookie: `marquee_session=${token}` },
      remoteAddress,
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await get('/api/users/me', { authorization: `Bearer ${token}` })).json().name).not.toBe('evil');
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":',
      headers: json,
      remoteAddress,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('limits sign-ups per address', async () => {
    for (let i = 0; i < 10; i += 1) await signUp();
    const res = await post('/api/auth/signup', newAccount());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
