// Login limits across two server instances on one Redis (and one database), guesses sent to both at once:
// the allowance is one count in Redis, so two instances give no more tries than one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { countStatuses, postFrom } from '../../test/support/requests-from.ts';
import { startSecondInstance } from '../../test/support/second-instance.ts';

const redisUrl = process.env.REDIS_URL;
const PASSWORD = 'correct horse battery';
/** Redis keeps counts between runs: every run guesses from addresses of its own. */
const address = (n: number) =>
  `127.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250)}.${n}`;

describe.runIf(redisUrl).each(testDatabases())(
  'login limits on two instances sharing Redis on $name',
  (database) => {
    let first: TTestServer;
    let second: Awaited<ReturnType<typeof startSecondInstance>> | undefined;
    const bases: string[] = [];
    beforeAll(async () => {
      first = await startTestServer(database, { REDIS_URL: redisUrl }, { seed: false });
      second = await startSecondInstance(first, { REDIS_URL: redisUrl });
      for (const app of [first.app, second.app]) bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    });
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });

    it('40 wrong passwords sent together to both instances: 5 are checked in all', async () => {
      const username = `shared_${Date.now().toString(36)}`;
      const signup = await postFrom(address(1), `${bases[0]}/api/auth/signup`, {
        username,
        email: `${username}@example.org`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      });
      expect(signup.status).toBe(201);
      const attacker = address(2);
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          postFrom(attacker, `${bases[i % 2]}/api/auth/login`, { username, password: 'wrong password' }),
        ),
      );
      expect(countStatuses(burst)).toEqual({ 401: 5, 429: 35 });
      for (const base of bases) {
        const locked = await postFrom(attacker, `${base}/api/auth/login`, { username, password: PASSWORD });
        expect(locked.status).toBe(429);
      }
      // The owner elsewhere is not locked out, on either instance.
      const owner = address(3);
      for (const base of bases) {
        expect(
          (await postFrom(owner, `${base}/api/auth/login`, { username, password: PASSWORD })).status,
        ).toBe(200);
      }
    });
  },
);
