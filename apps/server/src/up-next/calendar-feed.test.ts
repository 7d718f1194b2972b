import type { TBookmark } from '@marquee/domain';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, titles } from '../db/schema.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

const headers = { 'content-type': 'application/json', origin: 'http://localhost:80' };
const SERIES_ID = 424_242;
let counter = 0;

/** The events of an iCalendar text, as a parser reads them (by UID). */
function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text))
    .filter((item): item is VEvent => item?.type === 'VEVENT')
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

describe.each(testDatabases())('calendar feed on $name', (database) => {
  let server: TTestServer;
  let clock = Date.UTC(2025, 11, 1, 12);
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false, now: () => clock });
    await server.database.db.insert(titles).values({
      mediaType: 'tv',
      id: SERIES_ID,
      title: 'Night Harbour',
      originalTitle: 'Night Harbour',
      status: 'Returning Series',
    });
    await server.database.db.insert(episodes).values([
      {
        seriesId: SERIES_ID,
        seasonNumber: 1,
        episodeNumber: 1,
        id: 1,
        name: 'Arrival',
        airDate: '2026-01-01',
      },
      { seriesId: SERIES_ID, seasonNumber: 1, episodeNumber: 2, id: 2, name: 'Fog', airDate: '2026-02-15' },
    ]);
  });
  afterAll(async () => server?.stop());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  async function newProfileFollowingTheSeries(): Promise<string> {
    counter += 1;
    const name = `feed_${Date.now().toString(36)}_${counter}`;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers,
      remoteAddress: `10.7.${counter}.1`,
      payload: JSON.stringify({
        username: name,
        email: `${name}@example.org`,
        password: 'a fine passphrase',
        passwordConfirm: 'a fine passphrase',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().token as string;
    const added = Date.UTC(2025, 10, 1);
    const bookmark: TBookmark = {
      mediaId: SERIES_ID,
      mediaType: 'tv',
      category: 'watchlist',
      addedAt: added,
      updatedAt: added,
    };
    expect((await call('POST', '/api/sync/bookmarks', token, { bookmarks: [bookmark] })).statusCode).toBe(
      200,
    );
    return token;
  }

  const secretOf = async (token: string) => {
    const res = await call('GET', '/api/users/me/calendar-feed', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().secret as string;
  };

  it('answers an iCalendar file of the followed series, read back by an ICS parser, as the clock moves', async () => {
    clock = Date.UTC(2025, 11, 1, 12);
    const secret = await secretOf(await newProfileFollowingTheSeries());
    const res = await call('GET', `/api/calendar/${secret}.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(res.body);
    expect(
      events.map((event) => [event.summary, event.start.dateOnly, event.start.toISOString().slice(0, 10)]),
    ).toEqual([
      ['Night Harbour S1 E1 · Arrival', true, '2026-01-01'],
      ['Night Harbour S1 E2 · Fog', true, '2026-02-15'],
    ]);
    expect(res.body).toMatch(/^URL[^\r\n]*\/series\/424242-night-harbour\/1\/1\r?$/m);

    // Six weeks after the first episode aired it has left the feed; the second is still to come.
    clock = Date.UTC(2026, 1, 12, 12);
    const later = eventsOf((await call('GET', `/api/calendar/${secret}.ics`)).body);
    expect(later.map((event) => event.summary)).toEqual(['Night Harbour S1 E2 · Fog']);
  });

  it('revokes the old address when the secret is replaced; an unknown secret is a 404', async () => {
    const token = await newProfileFollowingTheSeries();
    const old = await secretOf(token);
    expect(await secretOf(token)).toBe(old);
    const replaced = await call('POST', '/api/users/me/calendar-feed', token, {});
    expect(replaced.statusCode, replaced.body).toBe(200);
    const secret = replaced.json().secret as string;
    expect(secret).not.toBe(old);
    const gone = await call('GET', `/api/calendar/${old}.ics`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatch(/does not exist/);
    expect((await call('GET', `/api/calendar/${secret}.ics`)).statusCode).toBe(200);
    expect((await call('GET', '/api/calendar/bad%20secret!.ics')).statusCode).toBe(400);
    expect((await call('GET', '/api/users/me/calendar-feed')).statusCode).toBe(401);
  });

  it('leaves out a series the profile unfollowed, and the unfollow sticks over an older follow from another device', async () => {
    clock = Date.UTC(2025, 11, 1, 12);
    const token = await newProfileFollowingTheSeries();
    const secret = await secretOf(token);
    const unfollow = {
      kind: 'follow',
      mediaType: 'tv',
      mediaId: SERIES_ID,
      isFollowing: false,
      updatedAt: Date.UTC(2025, 10, 20),
    };
    const staleFollow = { ...unfollow, isFollowing: true, updatedAt: Date.UTC(2025, 10, 10) };
    expect((await call('POST', '/api/sync/follows', token, { follows: [unfollow] })).statusCode).toBe(200);
    const merged = await call('POST', '/api/sync/follows', token, { follows: [staleFollow] });
    expect(merged.json().follows).toEqual([unfollow]);
    expect(eventsOf((await call('GET', `/api/calendar/${secret}.ics`)).body)).toEqual([]);
  });

  it('keeps the alerts’ last look and dismissals for the profile: a second device gets them, newest wins', async () => {
    const token = await newProfileFollowingTheSeries();
    const look = { kind: 'seen', updatedAt: Date.UTC(2026, 0, 5, 20) };
    const read = { kind: 'read', mediaType: 'tv', mediaId: SERIES_ID, updatedAt: Date.UTC(2026, 0, 3) };
    const phone = await call('POST', '/api/sync/follows', token, { follows: [look, read] });
    expect(phone.statusCode, phone.body).toBe(200);
    // The laptop looked earlier and undid the dismissal even earlier: the phone's newer entries stay.
    const laptop = await call('POST', '/api/sync/follows', token, {
      follows: [
        { kind: 'seen', updatedAt: Date.UTC(2026, 0, 2) },
        { ...read, updatedAt: Date.UTC(2026, 0, 1), deletedAt: Date.UTC(2026, 0, 1) },
      ],
    });
    expect(laptop.json().follows).toEqual(expect.arrayContaining([look, read]));
    const stored = (await call('GET', '/api/users/me/follows', token)).json().follows;
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(expect.arrayContaining([look, read]));
    const bad = await call('POST', '/api/sync/follows', token, {
      follows: [{ kind: 'seen', mediaType: 'tv', updatedAt: Date.UTC(2026, 0, 6) }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/mediaType/);
  });

  it('answers the schedule of titles, and refuses a malformed list with a 400', async () => {
    const res = await call('GET', `/api/schedule?titles=tv:${SERIES_ID},movie:5`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().schedules).toEqual([
      expect.objectContaining({
        mediaType: 'tv',
        mediaId: SERIES_ID,
        episodes: [expect.anything(), expect.anything()],
      }),
    ]);
    expect((await call('GET', '/api/schedule?titles=show:1')).statusCode).toBe(400);
  });
});
