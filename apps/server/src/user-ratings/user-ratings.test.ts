import type { TUserRating } from '@marquee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  signUpForTest,
  startTestServer,
  testDatabases,
  type TTestServer,
} from '../../test/helper.ts';

const T0 = Date.UTC(2026, 0, 1);
const rating = (mediaId: number, value: number, updatedAt: number): TUserRating => ({
  mediaType: 'movie',
  mediaId,
  value,
  updatedAt,
});

describe.each(testDatabases())('user ratings on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  });
  afterAll(async () => server?.stop());

  const sync = (token: string | undefined, ratings: unknown) =>
    callAs(server.app, token, 'POST', '/api/sync/user-ratings', { ratings });
  const read = async (token: string) => {
    const res = await callAs(server.app, token, 'GET', '/api/users/me/user-ratings');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ ratings: TUserRating[] }>().ratings;
  };

  it('needs a session', async () => {
    expect((await callAs(server.app, undefined, 'GET', '/api/users/me/user-ratings')).statusCode).toBe(401);
    expect((await sync(undefined, [])).statusCode).toBe(401);
  });

  it('merges per title, newest wins, and a cleared rating stays cleared against a stale device', async () => {
    const token = await signUpForTest(server.app, 'rate');
    const phone = [rating(1, 7, T0), rating(2, 4, T0)];
    const first = await sync(token, phone);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().ratings).toEqual(phone);
    // The laptop clears title 1 and re-rates title 2 later; the phone then sends its old copy again.
    const laptop = [
      { mediaType: 'movie', mediaId: 1, updatedAt: T0 + 10, deletedAt: T0 + 10 },
      rating(2, 9, T0 + 10),
    ];
    expect((await sync(token, laptop)).statusCode).toBe(200);
    const again = await sync(token, phone);
    expect(again.json().ratings).toEqual(laptop);
    expect(await read(token)).toEqual(laptop);
    // The same again changes nothing.
    expect((await sync(token, laptop)).json().ratings).toEqual(laptop);
  });

  it('keeps each profile its own ratings', async () => {
    const token = await signUpForTest(server.app, 'rate');
    expect((await sync(token, [rating(5, 10, T0)])).statusCode).toBe(200);
    const other = await callAs(server.app, token, 'POST', '/api/users/me/profiles', { name: 'Second' });
    expect(other.statusCode, other.body).toBe(201);
    const select = await callAs(
      server.app,
      token,
      'POST',
      `/api/users/me/profiles/${other.json().id}/select`,
      {},
    );
    expect(select.statusCode, select.body).toBe(200);
    expect(await read(token)).toEqual([]);
  });

  it('refuses values that are not half stars from 1 to 10, or a live rating without a value, writing nothing', async () => {
    const token = await signUpForTest(server.app, 'rate');
    for (const bad of [
      [rating(1, 0, T0)],
      [rating(1, 11, T0)],
      [rating(1, 4.5, T0)],
      [{ mediaType: 'movie', mediaId: 1, updatedAt: T0 }],
      [{ ...rating(1, 5, T0), extra: true }],
      [{ ...rating(1, 5, T0), mediaType: 'book' }],
      [rating(1, 5, Date.now() + 3 * 24 * 3600_000)],
    ]) {
      const res = await sync(token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect(await read(token)).toEqual([]);
  });
});
