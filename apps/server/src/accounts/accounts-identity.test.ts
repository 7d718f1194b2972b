// Who an account is: usernames in NFKC form and no look-alikes of existing ones (older accounts included), passwords
// compared in NFKC form, sign-up answers that take as long whether a name is taken or free, Secure cookies under
// an https PUBLIC_ORIGIN, and the sign-up allowance per address as a setting.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords.ts';
import { users } from '../db/schema.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { startSecondInstance } from '../../test/support/second-instance.ts';

const json = { 'content-type': 'application/json', origin: 'http://localhost:80' };
const PASSWORD = 'correct horse battery';
const LOOKALIKE = { error: 'This username looks too much like one already taken. Please choose another.' };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

describe.each(testDatabases())('account names and passwords on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  });
  afterAll(async () => server?.stop());

  let requests = 0;
  /** Each request from an address of its own: these tests are not about per-address limits. */
  const nextAddress = () => `10.1.${Math.floor((requests += 1) / 250) % 250}.${(requests % 250) + 1}`;
  const post = (url: string, payload: unknown, from = nextAddress()) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: json,
      remoteAddress: from,
    });
  const signUp = (username: string, email = `${unique()}@example.org`, password = PASSWORD) =>
    post('/api/auth/signup', { username, email, password, passwordConfirm: password });
  const login = (username: string, password = PASSWORD) => post('/api/auth/login', { username, password });

  it('keeps usernames in NFKC form: a full-width name is stored and logged in as its plain letters', async () => {
    const id = unique();
    const wide = `ｗｉｄｅ_${id}`;
    const res = await signUp(wide);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.username).toBe(`wide_${id}`);
    expect((await login(`wide_${id}`)).statusCode).toBe(200);
    expect((await login(wide)).statusCode).toBe(200);
  });

  it('refuses usernames that look like an existing one, in any letter case', async () => {
    const id = unique();
    expect((await signUp(`paypal_${id}`)).statusCode).toBe(201);
    expect((await signUp(`Ian_${id}`)).statusCode).toBe(201);
    for (const lookalike of [`pаypal_${id}`, `PAYPAL_${id}`.replace('L', 'I'), `paypa1_${id}`, `lan_${id}`]) {
      const res = await signUp(lookalike);
      expect(res.statusCode, lookalike).toBe(409);
      expect(res.json(), lookalike).toEqual(LOOKALIKE);
    }
    expect((await signUp(`PayPal_${id}`)).json()).toEqual({ error: 'This username is already taken' });
    expect((await signUp(`paypals_${id}`)).statusCode).toBe(201);
  });

  it('gives accounts made before the look-alike check their skeleton and NFKC name at start', async () => {
    const id = unique();
    const passwordHash = await hashPassword(PASSWORD);
    // Rows as an older version wrote them: no skeleton, the username as typed.
    await server.database.db.insert(users).values([
      { username: `ｏｌｄ_${id}`, email: `old_${id}@example.org`, passwordHash },
      { username: `twin_${id}`, email: `twin_${id}@example.org`, passwordHash },
      { username: `twіn_${id}`, email: `twin2_${id}@example.org`, passwordHash }, // a Ukrainian і
    ]);
    const second = await startSecondInstance(server);
    try {
      await second.app.ready();
      const rows = await server.database.db
        .select({ username: users.username, skeleton: users.usernameSkeleton })
        .from(users)
        .where(eq(users.email, `old_${id}@example.org`));
      expect(rows).toEqual([{ username: `old_${id}`, skeleton: expect.any(String) }]);
      expect((await login(`old_${id}`)).statusCode).toBe(200);
      // The older of two look-alikes keeps its name; a new look-alike of either is refused.
      expect((await signUp(`twin_${id}`.replace('i', 'ı'))).json()).toEqual(LOOKALIKE);
      const [twin] = await server.database.db
        .select({ skeleton: users.usernameSkeleton })
        .from(users)
        .where(eq(users.email, `twin2_${id}@example.org`));
      expect(twin?.skeleton).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('compares passwords in NFKC form, and hashes made before that still match', async () => {
    const id = unique();
    const res = await signUp(`nfkc_${id}`, undefined, 'ｆｕｌｌ ｗｉｄｔｈ ｐａｓｓ');
    expect(res.statusCode, res.body).toBe(201);
    expect((await login(`nfkc_${id}`, 'full width pass')).statusCode).toBe(200);
    expect((await login(`nfkc_${id}`, 'ｆｕｌｌ ｗｉｄｔｈ ｐａｓｓ')).statusCode).toBe(200);
    // Hashed as typed by an older version: an ASCII password, and one that NFKC changes.
    for (const [n, password] of [
      [1, 'plain ascii passphrase'],
      [2, 'ｏｌｄ ｗｉｄｅ ｐａｓｓ'],
    ] as const) {
      const username = `legacy${n}_${id}`;
      const passwordHash = await hash(password, { memoryCost: 47_104, timeCost: 1, parallelism: 1 });
      await server.database.db
        .insert(users)
        .values({ username, email: `${username}@example.org`, passwordHash });
      expect((await login(username, password)).statusCode, password).toBe(200);
    }
  });

  it('answers a taken username or email about as slowly as a free one (the password is hashed either way)', async () => {
    const taken = `taken_${unique()}`;
    expect((await signUp(taken, `${taken}@example.org`)).statusCode).toBe(201);
    const time = async (request: () => Promise<{ statusCode: number }>, status: number) => {
      const started = performance.now();
      expect((await request()).statusCode).toBe(status);
      return performance.now() - started;
    };
    const hashing: number[] = [];
    const refused: number[] = [];
    for (let i = 0; i < 5; i++) {
      const from = (n: number) => `10.2.${i}.${n}`;
      // One hash alone, beside the refusals: a sign-up that is taken adds a database write, whose time varies
      // far more than the hash's on a busy machine.
      const started = performance.now();
      await hashPassword(PASSWORD);
      hashing.push(performance.now() - started);
      expect((await post('/api/auth/signup', signupBody(`free_${unique()}`), from(1))).statusCode).toBe(201);
      refused.push(await time(() => post('/api/auth/signup', signupBody(taken), from(2)), 409));
      refused.push(
        await time(
          () =>
            post(
              '/api/auth/signup',
              { ...signupBody(`x_${unique()}`), email: `${taken}@example.org` },
              from(3),
            ),
          409,
        ),
      );
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Without the hash a refusal takes a few milliseconds, against tens for the hash alone.
    expect(median(refused)).toBeGreaterThan(median(hashing) * 0.6);
  });
});

function signupBody(username: string) {
  return { username, email: `${username}@example.org`, password: PASSWORD, passwordConfirm: PASSWORD };
}

describe.each(testDatabases())('an https PUBLIC_ORIGIN and SIGNUPS_PER_HOUR on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      database,
      { PUBLIC_ORIGIN: 'https://marquee.example', SIGNUPS_PER_HOUR: '2' },
      { seed: false },
    );
  });
  afterAll(async () => server?.stop());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', origin: 'https://marquee.example', ...headers },
      remoteAddress: '10.3.0.1',
    });

  it('sets the session and device cookies Secure even on a plain http request from the proxy', async () => {
    const res = await post('/api/auth/signup', signupBody(`secure_${unique()}`));
    expect(res.statusCode, res.body).toBe(201);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('__Host-marquee_session='));
    const device = cookies.find((c) => c.startsWith('__Secure-marquee_device='));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; Secure/);
    expect(device).toMatch(/; Path=\/api\/auth/);
    const logout = await post('/api/auth/logout', {}, { authorization: `Bearer ${res.json().token}` });
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-marquee_session=;.*Secure/);
  });

  it('allows SIGNUPS_PER_HOUR sign-ups per address', async () => {
    expect((await post('/api/auth/signup', signupBody(`second_${unique()}`))).statusCode).toBe(201);
    const third = await post('/api/auth/signup', signupBody(`third_${unique()}`));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error: 'Too many accounts were created from your address. Please try again later.',
    });
  });
});
