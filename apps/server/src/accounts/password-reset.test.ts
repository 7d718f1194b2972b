import { PASSWORD_RESET_TTL_MS } from '@marquee/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCapture, type TMailCapture } from '../../test/support/mail-capture.ts';
import {
  postJson,
  SAME_SITE_JSON,
  startTestServer,
  testDatabases,
  type TTestServer,
} from '../../test/helper.ts';

const ORIGIN = SAME_SITE_JSON.origin;
const INVALID = 'This link has expired or was already used.';

let counter = 0;
function newAccount() {
  counter += 1;
  const id = `${Date.now().toString(36)}r${counter}`;
  return { username: `reset_${id}`, email: `reset_${id}@example.org`, password: 'correct horse battery' };
}

describe.each(testDatabases())('password reset by e-mail on $name', (database) => {
  let server: TTestServer;
  let mail: TMailCapture;
  let clock = Date.now();
  let address = 0;
  let remoteAddress = '10.9.0.1';
  beforeAll(async () => {
    mail = await startMailCapture();
    server = await startTestServer(
      database,
      { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, PUBLIC_ORIGIN: ORIGIN },
      { seed: false, now: () => clock },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
  });
  beforeEach(() => {
    address += 1;
    remoteAddress = `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`;
    clock = Date.now();
  });

  const post = (url: string, payload: unknown) => postJson(server.app, url, payload, remoteAddress);

  async function signUp() {
    const fields = newAccount();
    const res = await post('/api/auth/signup', { ...fields, passwordConfirm: fields.password });
    expect(res.statusCode, res.body).toBe(201);
    return { ...fields, token: res.json().token as string };
  }

  /** Asks for a link for `email` (any letter case) and waits for it to arrive at the account's address. */
  async function resetLink(email: string): Promise<string> {
    const inbox = email.toLowerCase();
    const before = mail.resetToken(inbox);
    const res = await post('/api/auth/password-reset', { email });
    expect(res.statusCode, res.body).toBe(200);
    let token: string | undefined;
    await expect.poll(() => (token = mail.resetToken(inbox)), { timeout: 10_000 }).not.toBe(before);
    return token!;
  }

  const me = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  it('says the site can send links', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/recovery' });
    expect(res.json()).toEqual({ byEmail: true });
  });

  it('e-mails a one-time link; using it sets the password and ends every session of the account', async () => {
    const account = await signUp();
    const other = await post('/api/auth/login', { username: account.username, password: account.password });
    const token = await resetLink(account.email.toUpperCase());
    expect(mail.mails.at(-1)?.text).toContain(`${ORIGIN}/reset-password?token=${token}`);
    const res = await post('/api/auth/password-reset/confirm', { token, password: 'a brand new passphrase' });
    expect(res.statusCode, res.body).toBe(200);
    // Every device is signed out.
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(other.json().token)).statusCode).toBe(401);
    // The new password works, the old one not.
    expect(
      (await post('/api/auth/login', { username: account.username, password: 'a brand new passphrase' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/login', { username: account.username, password: account.password })).statusCode,
    ).toBe(401);
    // Single use, even at once.
    const again = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID });
  });

  it('a link used twice at the same time works once', async () => {
    const account = await signUp();
    const token = await resetLink(account.email);
    const answers = await Promise.all(
      ['first fine passphrase', 'second fine passphrase'].map((password) =>
        post('/api/auth/password-reset/confirm', { token, password }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('a link expires within an hour', async () => {
    const account = await signUp();
    const token = await resetLink(account.email);
    expect(PASSWORD_RESET_TTL_MS).toBeLessThanOrEqual(60 * 60 * 1000);
    clock += PASSWORD_RESET_TTL_MS + 1000;
    const res = await post('/api/auth/password-reset/confirm', { token, password: 'too late passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID });
    expect(
      (await post('/api/auth/login', { username: account.username, password: account.password })).statusCode,
    ).toBe(200);
  });

  it('a refused password does not use the link up', async () => {
    const account = await signUp();
    const token = await resetLink(account.email);
    const short = await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    const common = await post('/api/auth/password-reset/confirm', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(
      (await post('/api/auth/password-reset/confirm', { token, password: 'a good long passphrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers an unknown address the same way, and sends nothing', async () => {
    const account = await signUp();
    const known = await post('/api/auth/password-reset', { email: account.email });
    const unknown = await post('/api/auth/password-reset', {
      email: `nobody_${account.username}@example.org`,
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await expect.poll(() => mail.resetToken(account.email), { timeout: 10_000 }).toBeDefined();
    expect(mail.mails.some((entry) => entry.to.includes(`nobody_${account.username}@example.org`))).toBe(
      false,
    );
  });

  it('limits links per address (429) and per account (silently)', async () => {
    const account = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/api/auth/password-reset', { email: account.email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Of the five accepted, the account got three links.
    await expect
      .poll(() => mail.mails.filter((entry) => entry.to.includes(account.email)).length, { timeout: 10_000 })
      .toBe(3);
    remoteAddress = '10.9.250.250';
    expect((await post('/api/auth/password-reset', { email: account.email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.filter((entry) => entry.to.includes(account.email))).toHaveLength(3);
  });

  it('refuses a token that is not one', async () => {
    const res = await post('/api/auth/password-reset/confirm', {
      token: 'x',
      password: 'a good long passphrase',
    });
    expect(res.statusCode).toBe(400);
    const unknown = await post('/api/auth/password-reset/confirm', {
      token: 'A'.repeat(43),
      password: 'a good long passphrase',
    });
    expect(unknown.json()).toEqual({ error: INVALID });
  });
});

describe.each(testDatabases())('without an SMTP server, and login answers, on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  });
  afterAll(async () => server?.stop());

  it('says it cannot send links, and a request is answered with how to reach the operator', async () => {
    const recovery = await server.app.inject({ method: 'GET', url: '/api/auth/recovery' });
    expect(recovery.json()).toEqual({ byEmail: false });
    const res = await postJson(server.app, '/api/auth/password-reset', { email: 'someone@example.org' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/operator/);
  });

  it('a failed login says how many tries are left, alike for an account that exists and one that does not', async () => {
    const fields = newAccount();
    const signup = { ...fields, passwordConfirm: fields.password };
    expect((await postJson(server.app, '/api/auth/signup', signup, '10.8.0.1')).statusCode).toBe(201);
    const guess = async (username: string, remoteAddress: string) =>
      (
        await postJson(
          server.app,
          '/api/auth/login',
          { username, password: 'wrong password!' },
          remoteAddress,
        )
      ).json();
    const guesses = async (username: string, remoteAddress: string) => {
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push(await guess(username, remoteAddress));
      }
      return answers;
    };
    const known = await guesses(fields.username, '10.8.0.2');
    const unknown = await guesses(`nobody_${fields.username}`, '10.8.0.3');
    expect(known.map((answer) => answer.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(unknown).toEqual(known);
    expect(await guess(fields.username, '10.8.0.2')).toEqual({
      error: 'Too many wrong passwords. Sign-in is paused for 15 minutes to protect your account.',
    });
  });
});
