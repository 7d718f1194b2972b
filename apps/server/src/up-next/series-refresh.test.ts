import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTmdb, fixture } from '../../test/fake-tmdb/fake-tmdb-server.ts';
import { postJson, startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { seasonsToAsk } from './series-refresh.ts';

const SERIES = 2001;
const DAY = 86_400_000;

describe('which seasons a refresh asks for', () => {
  it('asks for the last aired, the next and the newest regular season, each once', () => {
    const seasons = [0, 1, 2, 3].map((season_number) => ({ season_number }));
    expect(seasonsToAsk({ seasons })).toEqual([3]);
    expect(
      seasonsToAsk({ seasons, last_episode_to_air: { season_number: 2 }, next_episode_to_air: null }),
    ).toEqual([2, 3]);
    expect(
      seasonsToAsk({ seasons: [{ season_number: 0 }], last_episode_to_air: { season_number: 'x' } }),
    ).toEqual([]);
  });
});

describe.each(testDatabases())('followed series refreshed from TMDB on $name', (database) => {
  let fake: FakeTmdb;
  let server: TTestServer;
  let clock = Date.UTC(2026, 2, 2, 9);
  let details: Record<string, unknown>;
  const episode = (n: number, air_date: string) => ({ episode_number: n, name: `Stop ${n}`, air_date });
  /** What TMDB says of the series' second season. */
  const secondSeason = (...episodes: ReturnType<typeof episode>[]) => {
    fake.answerWith(`/tv/${SERIES}/season/2`, {
      id: 60_002,
      season_number: 2,
      air_date: '2026-03-01',
      episodes,
    });
  };

  beforeAll(async () => {
    fake = await FakeTmdb.start();
    server = await startTestServer(
      database,
      { TMDB_TOKEN: fake.token, TMDB_API_URL: fake.url },
      { seed: false, now: () => clock, seriesRefreshIntervalMs: 0 },
    );
    details = await fixture(`/tv/${SERIES}`);
    fake.answerWith(`/tv/${SERIES}`, {
      ...details,
      status: 'Returning Series',
      seasons: [...(details.seasons as object[]), { id: 60_002, season_number: 2, air_date: '2026-03-01' }],
      last_episode_to_air: { season_number: 2, episode_number: 1 },
      next_episode_to_air: null,
    });
    secondSeason(episode(1, '2026-03-01'));
    const signup = await postJson(
      server.app,
      '/api/auth/signup',
      {
        username: `refresh_${database.name.toLowerCase()}_${Date.now().toString(36)}`,
        email: `refresh_${Date.now().toString(36)}@example.org`,
        password: 'a fine passphrase',
        passwordConfirm: 'a fine passphrase',
      },
      '10.9.0.1',
    );
    expect(signup.statusCode, signup.body).toBe(201);
    const token = signup.json().token as string;
    const added = Date.UTC(2026, 1, 1);
    const bookmark = {
      mediaId: SERIES,
      mediaType: 'tv',
      category: 'watchlist',
      addedAt: added,
      updatedAt: added,
    };
    const synced = await postJson(server.app, '/api/sync/bookmarks', { bookmarks: [bookmark] }, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(synced.statusCode, synced.body).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  const scheduled = async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/schedule?titles=tv:${SERIES}` });
    expect(res.statusCode, res.body).toBe(200);
    const [schedule] = res.json().schedules as {
      episodes: { season: number; episode: number; airDate: string }[];
    }[];
    return (schedule?.episodes ?? [])
      .filter((e) => e.season === 2)
      .map((e) => `S2E${e.episode} ${e.airDate}`);
  };

  it('asks TMDB at most once a day; a new episode arrives the next day; page views never ask TMDB', async () => {
    expect(await scheduled()).toEqual([]);
    const first = await server.seriesRefresh!.refreshDue();
    expect(first).toEqual({ refreshed: [SERIES], failed: [], calls: 2 });
    expect(await scheduled()).toEqual(['S2E1 2026-03-01']);

    // TMDB lists the next episode; an hour later the series is not asked again.
    secondSeason(episode(1, '2026-03-01'), episode(2, '2026-03-08'));
    clock += 60 * 60 * 1000;
    const asked = fake.requests.length;
    expect(await server.seriesRefresh!.refreshDue()).toEqual({ refreshed: [], failed: [], calls: 0 });
    expect(fake.requests.length).toBe(asked);
    expect(await scheduled()).toEqual(['S2E1 2026-03-01']);

    // A day later it is.
    clock += DAY;
    expect((await server.seriesRefresh!.refreshDue()).refreshed).toEqual([SERIES]);
    expect(await scheduled()).toEqual(['S2E1 2026-03-01', 'S2E2 2026-03-08']);
    const before = fake.requests.length;
    await scheduled();
    await server.app.inject({ method: 'GET', url: `/api/users/me/follows` });
    expect(fake.requests.length).toBe(before);
  });

  it('keeps the calendar answering from what it has while TMDB fails, and asks again once it is back', async () => {
    clock += 2 * DAY;
    fake.failAlways({ kind: 'status', status: 503 });
    const failed = await server.seriesRefresh!.refreshDue();
    expect(failed).toEqual({ refreshed: [], failed: [SERIES], calls: 1 });
    expect(await scheduled()).toEqual(['S2E1 2026-03-01', 'S2E2 2026-03-08']);

    // Back within the same day: the failed series was not counted as asked.
    fake.reset();
    secondSeason(episode(1, '2026-03-01'), episode(2, '2026-03-08'), episode(3, '2026-03-15'));
    clock += 60 * 1000;
    expect((await server.seriesRefresh!.refreshDue()).refreshed).toEqual([SERIES]);
    expect(await scheduled()).toEqual(['S2E1 2026-03-01', 'S2E2 2026-03-08', 'S2E3 2026-03-15']);
  });
});
