// Login limits under attack, on a listening server with requests sent together: the allowance is taken before
// the password is checked, so a burst of guesses gets no more tries than guesses sent one by one; and guesses
// from elsewhere cannot lock the owner out of a device they have signed in on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_FAILURES_PER_HOUR, LOGIN_ADDRESS_FAILURES_PER_HOUR } from './attempt-limits.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { cookieFrom, countStatuses, postFrom, type TAnswer } from '../../test/support/requests-from.ts';

const LOCKED = {
  error: 'Too many wrong passwords. Sign-in is paused for 15 minutes to protect your account.',
};
const WRONG = { error: 'Wrong email, username or password' };
const PASSWORD = 'correct horse battery';

let places = 0;
/** A loopback address no other test of this file uses. */
function newAddress(): string {
  places += 1;
  return `127.${Math.floor(Math.random() * 200) + 20}.${Math.floor(places / 250)}.${(places % 250) + 1}`;
}

/** How many of the answers checked a password (a 401 or a 200, not a 429). */
const checked = (answers: TAnswer[]) => answers.filter((a) => a.status === 401 || a.status === 200).length;

describe.each(testDatabases())('login limits under concurrent guesses on $name', (database) => {
  let server: TTestServer;
  let base = '';
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => server?.stop());

  let accounts = 0;
  async function signUp(address = newAddress()) {
    accounts += 1;
    const username = `guarded_${Date.now().toString(36)}${accounts}`;
    const fields = {
      username,
      email: `${username}@example.org`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    };
    const answer = await postFrom(address, `${base}/api/auth/signup`, fields);
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    return { ...fields, device: cookieFrom(answer, /marquee_device$/) };
  }
  const login = (address: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    postFrom(address, `${base}/api/auth/login`, body, headers);

  it('40 wrong passwords and the right one sent together: 5 are checked, the others get 429, and the account stays locked', async () => {
    const { username } = await signUp();
    const attacker = newAddress();
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, () => login(attacker, { username, password: 'wrong password' })),
      login(attacker, { username, password: PASSWORD }),
    ]);
    expect(checked(burst)).toBe(5);
    expect(countStatuses(burst)[429]).toBe(36);
    for (const answer of burst.filter((a) => a.status === 429)) {
      expect(answer.json).toEqual(LOCKED);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Unless the right one was among the five, the fifth failure locked the account here for 15 minutes.
    if (!burst.some((a) => a.status === 200)) {
      const after = await login(attacker, { username, password: PASSWORD });
      expect(after.status).toBe(429);
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });

  it('200 wrong passwords sent together from one address: 5 are checked', async () => {
    const { email } = await signUp();
    const attacker = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => login(attacker, { email, password: 'wrong password' })),
    );
    expect(countStatuses(burst)).toEqual({ 401: 5, 429: 195 });
    expect(burst.find((a) => a.status === 401)?.json).toMatchObject(WRONG);
  });

  it('guesses at many accounts from one address (password spraying) stop at the address budget', async () => {
    const sprayer = newAddress();
    const burst = await Promise.all(
      Array.from({ length: LOGIN_ADDRESS_FAILURES_PER_HOUR + 20 }, (_, i) =>
        login(sprayer, { username: `sprayed_${i}_${Date.now().toString(36)}`, password: 'Summer2024!' }),
      ),
    );
    expect(countStatuses(burst)).toEqual({ 401: LOGIN_ADDRESS_FAILURES_PER_HOUR, 429: 20 });
  });

  it('the username and the email of one account share its count', async () => {
    const { username, email } = await signUp();
    const address = newAddress();
    for (const body of [
      { username } as Record<string, string>,
      { email },
      { username: username.toUpperCase() },
      { email },
      { username },
    ]) {
      expect((await login(address, { ...body, password: 'wrong password' })).status).toBe(401);
    }
    expect((await login(address, { email, password: PASSWORD })).json).toEqual(LOCKED);
  });

  it('an unknown name is answered as an account is: 401 five times, then 429', async () => {
    const address = newAddress();
    const answers: TAnswer[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await login(address, { username: 'nobody_by_this_name', password: 'wrong password' }));
    }
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    // With the same count of tries left as an account would have.
    expect(answers.slice(0, 5).map((a) => a.json)).toEqual(
      [4, 3, 2, 1, 0].map((attemptsLeft) => ({ ...WRONG, attemptsLeft })),
    );
    expect(answers[5]!.json).toEqual(LOCKED);
  });

  it('guesses from many addresses use up the account budget for strangers, but the owner still signs in on a device used before', async () => {
    const owner = await signUp();
    expect(owner.device).toBeDefined();
    const perAddress = 5;
    const attackers = Array.from({ length: LOGIN_ACCOUNT_FAILURES_PER_HOUR / perAddress + 1 }, newAddress);
    const burst = await Promise.all(
      attackers.flatMap((address) =>
        Array.from({ length: perAddress }, () =>
          login(address, { username: owner.username, password: 'wrong password' }),
        ),
      ),
    );
    expect(checked(burst)).toBe(LOGIN_ACCOUNT_FAILURES_PER_HOUR);
    // A browser the account does not know, on a fresh address: refused, even with the right password...
    const stranger = await login(newAddress(), { username: owner.username, password: PASSWORD });
    expect(stranger.json).toEqual(LOCKED);
    // ...but the owner's own browser, wherever it is, signs in, and its count is its own.
    const home = newAddress();
    const fromDevice = (password: string) =>
      login(home, { username: owner.username, password }, { cookie: owner.device! });
    expect((await fromDevice(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fromDevice('wrong password')).status).toBe(401);
    expect((await fromDevice(PASSWORD)).status).toBe(200);
  });

  it('a device cookie counts only for the account that signed it, and a forged one not at all', async () => {
    const owner = await signUp();
    const other = await signUp();
    const name = /marquee_device=/;
    const forged = owner.device!.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    expect(forged).toMatch(name);
    for (const cookie of [other.device!, forged]) {
      const address = newAddress();
      const answers: TAnswer[] = [];
      for (let i = 0; i < 6; i++) {
        answers.push(
          await login(address, { username: owner.username, password: 'wrong password' }, { cookie }),
        );
      }
      // Counted on the address, as for any stranger, and no new device cookie is handed out.
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(answers.every((a) => !cookieFrom(a, /marquee_device$/))).toBe(true);
    }
  });
});
