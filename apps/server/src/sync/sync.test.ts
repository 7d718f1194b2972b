import type { TBookmark, TWatchHistory } from '@marquee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { holdsAlready } from './sync.repository.ts';

const headers = { 'content-type': 'application/json', origin: 'http://localhost:80' };
const T0 = Date.UTC(2026, 0, 1);
let counter = 0;

function bookmark(mediaId: number, category: string, updatedAt: number, deletedAt?: number): TBookmark {
  return {
    mediaId,
    mediaType: 'movie',
    category,
    addedAt: updatedAt,
    updatedAt,
    ...(deletedAt ? { deletedAt } : {}),
  };
}

describe.each(testDatabases())('sync on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  });
  afterAll(async () => server?.stop());

  const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  async function newUser(): Promise<string> {
    counter += 1;
    const name = `sync_${Date.now().toString(36)}_${counter}`;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers,
      remoteAddress: `10.1.${counter}.1`,
      payload: JSON.stringify({
        username: name,
        email: `${name}@example.org`,
        password: 'a fine passphrase',
        passwordConfirm: 'a fine passphrase',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().token as string;
  }

  it('needs a session for every sync endpoint, and says so before it looks at the body', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/users/me/bookmarks', undefined],
      ['POST', '/api/sync/bookmarks', { bookmarks: [] }],
      ['POST', '/api/sync/bookmarks', { bookmarks: 'nope' }],
      ['GET', '/api/users/me/watch-history', undefined],
      ['POST', '/api/sync/watch-history', { items: {} }],
      ['POST', '/api/sync/watch-history', { items: { x: 1 }, extra: true }],
      ['POST', '/api/sync/4k_token', { token: '' }],
      ['POST', '/api/sync/4k_token', { token: 5 }],
      ['POST', '/api/sync/4k_token', []],
      ['GET', '/api/users/me/settings', undefined],
      ['POST', '/api/sync/settings', { settings: { theme: 'neon' } }],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('merges bookmarks per title and category, newest wins, and a removal stays removed against a stale copy', async () => {
    const token = await newUser();
    const phone = [bookmark(1, 'watchlist', T0), bookmark(2, 'favorites', T0)];
    const first = await call('POST', '/api/sync/bookmarks', token, { bookmarks: phone, updatedAt: T0 });
    expect(first.statusCode).toBe(200);
    expect(first.json().bookmarks).toHaveLength(2);
    // The laptop removes title 1 later; then the phone syncs its stale copy again.
    await call('POST', '/api/sync/bookmarks', token, {
      bookmarks: [bookmark(1, 'watchlist', T0 + 10, T0 + 10)],
    });
    const stale = await call('POST', '/api/sync/bookmarks', token, { bookmarks: phone });
    const merged = stale.json().bookmarks as TBookmark[];
    expect(merged.find((b) => b.mediaId === 1)?.deletedAt).toBe(T0 + 10);
    expect(merged.find((b) => b.mediaId === 2)?.deletedAt).toBeUndefined();
    const read = await call('GET', '/api/users/me/bookmarks', token);
    expect(read.json().bookmarks).toEqual(merged);
    // Re-adding later wins over the removal.
    const readded = await call('POST', '/api/sync/bookmarks', token, {
      bookmarks: [bookmark(1, 'watchlist', T0 + 20)],
    });
    expect((readded.json().bookmarks as TBookmark[]).find((b) => b.mediaId === 1)?.deletedAt).toBeUndefined();
  });

  it('keeps each user’s data apart', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await call('POST', '/api/sync/bookmarks', alice, { bookmarks: [bookmark(7, 'watchlist', T0)] });
    expect((await call('GET', '/api/users/me/bookmarks', bob)).json().bookmarks).toEqual([]);
  });

  it('merges watch history per title and episode and never resurrects a removed title', async () => {
    const token = await newUser();
    const history: TWatchHistory = {
      '10': {
        id: 10,
        type: 'movie',
        title: 'A Film',
        progress: { watched: 30, duration: 100 },
        updatedAt: T0,
      },
      '20': {
        id: 20,
        type: 'show',
        title: 'A Show',
        updatedAt: T0,
        episodes: {
          s1e1: {
            id: 's1e1',
            number: 1,
            seasonNumber: 1,
            progress: { watched: 5, duration: 50 },
            updatedAt: T0,
          },
        },
      },
    };
    expect(
      (await call('POST', '/api/sync/watch-history', token, { items: history, updatedAt: T0 })).statusCode,
    ).toBe(200);
    const laptop: TWatchHistory = {
      '20': {
        id: 20,
        type: 'show',
        title: 'A Show',
        updatedAt: T0 + 5,
        episodes: {
          s1e2: {
            id: 's1e2',
            number: 2,
            seasonNumber: 1,
            progress: { watched: 40, duration: 50 },
            updatedAt: T0 + 5,
          },
        },
      },
      '10': { id: 10, type: 'movie', title: 'A Film', updatedAt: T0 + 5, deletedAt: T0 + 5 },
    };
    const merged = (await call('POST', '/api/sync/watch-history', token, { items: laptop })).json()
      .items as TWatchHistory;
    expect(Object.keys(merged['20']?.episodes ?? {})).toEqual(['s1e1', 's1e2']);
    expect(merged['10']?.deletedAt).toBe(T0 + 5);
    const stale = (await call('POST', '/api/sync/watch-history', token, { items: history })).json()
      .items as TWatchHistory;
    expect(stale['10']?.deletedAt).toBe(T0 + 5);
    expect((await call('GET', '/api/users/me/watch-history', token)).json().items).toEqual(stale);
  });

  it('takes the original client’s watch history: titles keyed by media id without an id, episodes without a season number, older fields dropped', async () => {
    const token = await newUser();
    // As the original client keeps `media-tracking`: the key is the media id, the episode id holds the season.
    const items = {
      '603': {
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        poster: '/matrix.jpg',
        episodes: { s1e1: { whatever: true } },
        progress: { watched: 600, duration: 8160 },
        updatedAt: T0,
      },
      '1396': {
        type: 'show',
        title: 'Breaking Bad',
        year: 2008,
        poster: { path: '/bb.jpg' },
        seasons: [{ id: 3572, number: 1 }],
        updatedAt: T0 + 1,
        episodes: {
          s2e3: {
            id: 's2e3',
            number: 3,
            title: 'Bit by a Dead Bee',
            seasonId: 3573,
            updatedAt: T0 + 1,
            progress: { watched: 100, duration: 2820 },
          },
        },
      },
    };
    const res = await call('POST', '/api/sync/watch-history', token, { items, updatedAt: T0 + 1 });
    expect(res.statusCode, res.body).toBe(200);
    const expected: TWatchHistory = {
      '1396': {
        id: 1396,
        type: 'show',
        title: 'Breaking Bad',
        year: 2008,
        updatedAt: T0 + 1,
        episodes: {
          s2e3: {
            id: 's2e3',
            number: 3,
            seasonNumber: 2,
            title: 'Bit by a Dead Bee',
            seasonId: 3573,
            updatedAt: T0 + 1,
            progress: { watched: 100, duration: 2820 },
          },
        },
      },
      '603': {
        id: 603,
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        progress: { watched: 600, duration: 8160 },
        updatedAt: T0,
      },
    };
    expect(res.json().items).toEqual(expected);
    expect((await call('GET', '/api/users/me/watch-history', token)).json().items).toEqual(expected);
  });

  it('refuses a title or episode whose own id or numbers disagree with its key, naming the field', async () => {
    const token = await newUser();
    const episode = { updatedAt: T0, progress: { watched: 1, duration: 50 } };
    const series = (episodes: unknown) => ({ '20': { type: 'show', title: 'S', updatedAt: T0, episodes } });
    for (const [items, message] of [
      [
        { '5': { id: 6, type: 'movie', title: 'M', updatedAt: T0 } },
        "body 'items.5.id' must be the media id",
      ],
      [
        series({ s1e3: { ...episode, number: 4 } }),
        "body 'items.20.episodes.s1e3.number' must match the episode id s1e3",
      ],
      [
        series({ s1e3: { ...episode, seasonNumber: 2 } }),
        "body 'items.20.episodes.s1e3.seasonNumber' must match",
      ],
      [series({ s1e3: { ...episode, id: 's1e4' } }), "body 'items.20.episodes.s1e3.id' must match"],
      [series({ e3: episode }), "body 'items.20.episodes.e3' must be keyed by episode ids such as s1e3"],
      [
        { '0550': { type: 'movie', title: 'M', updatedAt: T0 } },
        "body 'items.0550' must be keyed by media ids",
      ],
      [{ '2147483648': { type: 'movie', title: 'M', updatedAt: T0 } }, 'must be keyed by media ids'],
      [{ '5': { type: 'tv', title: 'M', updatedAt: T0 } }, "body 'items.5.type' must be 'movie' or 'show'"],
      [{ '5': { type: 'movie', title: 'M', updatedAt: T0, cover: 'x' } }, 'Unrecognized key'],
    ] as const) {
      const res = await call('POST', '/api/sync/watch-history', token, { items });
      expect(res.statusCode, JSON.stringify(items)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect((await call('GET', '/api/users/me/watch-history', token)).json().items).toEqual({});
  });

  it('takes the original client’s bookmarks (mediaId, category, addedAt): the time added is the time changed', async () => {
    const token = await newUser();
    const original = [
      { mediaId: 603, category: 'watchlist', addedAt: T0 },
      { mediaId: 1396, category: 'favorites', addedAt: T0 + 1 },
    ];
    const res = await call('POST', '/api/sync/bookmarks', token, { bookmarks: original, updatedAt: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookmarks).toEqual([
      { mediaId: 1396, category: 'favorites', addedAt: T0 + 1, updatedAt: T0 + 1 },
      { mediaId: 603, category: 'watchlist', addedAt: T0, updatedAt: T0 },
    ]);
    // A later removal from a device that keeps change times still wins over the original client's entry.
    const removed = await call('POST', '/api/sync/bookmarks', token, {
      bookmarks: [{ mediaId: 603, category: 'watchlist', addedAt: T0, updatedAt: T0 + 5, deletedAt: T0 + 5 }],
    });
    const stale = await call('POST', '/api/sync/bookmarks', token, { bookmarks: original });
    expect(removed.statusCode).toBe(200);
    expect((stale.json().bookmarks as TBookmark[]).find((b) => b.mediaId === 603)?.deletedAt).toBe(T0 + 5);
  });

  it('stores the 4K token only when it looks like one, and shows it in /users/me', async () => {
    const token = await newUser();
    const bad = await call('POST', '/api/sync/4k_token', token, { token: 'ey-too-short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Invalid token, please check and try again.');
    const good = `ey${'a'.repeat(60)}`;
    expect((await call('POST', '/api/sync/4k_token', token, { token: good })).json()).toEqual({ ok: true });
    expect((await call('GET', '/api/users/me', token)).json()['4k_token']).toBe(good);
  });

  it('keeps the newest settings whole', async () => {
    const token = await newUser();
    expect((await call('GET', '/api/users/me/settings', token)).json()).toMatchObject({
      updatedAt: 0,
      settings: { theme: 'system' },
    });
    await call('POST', '/api/sync/settings', token, {
      settings: { theme: 'dark', autoplay: false },
      updatedAt: T0 + 2,
    });
    const older = await call('POST', '/api/sync/settings', token, {
      settings: { theme: 'light' },
      updatedAt: T0 + 1,
    });
    expect(older.json()).toEqual({ settings: { theme: 'dark', autoplay: false }, updatedAt: T0 + 2 });
    const bad = await call('POST', '/api/sync/settings', token, {
      settings: { theme: 'purple' },
      updatedAt: T0,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the caption offsets set in the player per title and source, within ten minutes', async () => {
    const token = await newUser();
    const captionOffsets = { 'movie-7|demo': { offset: -81.3, updatedAt: T0 + 1 } };
    const saved = await call('POST', '/api/sync/settings', token, {
      settings: { theme: 'dark', captionOffsets },
      updatedAt: T0 + 1,
    });
    expect(saved.json()).toEqual({ settings: { theme: 'dark', captionOffsets }, updatedAt: T0 + 1 });
    expect((await call('GET', '/api/users/me/settings', token)).json().settings.captionOffsets).toEqual(
      captionOffsets,
    );
    for (const bad of [
      { 'movie-7|demo': { offset: 600.1, updatedAt: T0 + 2 } },
      { 'movie-7|demo': { offset: 'soon', updatedAt: T0 + 2 } },
      Object.fromEntries(
        Array.from({ length: 201 }, (_, i) => [`movie-${i}|demo`, { offset: 1, updatedAt: T0 + 2 }]),
      ),
    ]) {
      const refused = await call('POST', '/api/sync/settings', token, {
        settings: { captionOffsets: bad },
        updatedAt: T0 + 2,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await call('GET', '/api/users/me/settings', token)).json().settings.captionOffsets).toEqual(
      captionOffsets,
    );
  });

  it('refuses malformed syncs with a 4xx and writes nothing of them', async () => {
    const token = await newUser();
    const many = Array.from({ length: 10_001 }, (_, i) => ({
      mediaId: i + 1,
      category: 'w',
      addedAt: T0,
      updatedAt: T0,
    }));
    const cases: unknown[] = [
      { bookmarks: 'nope' },
      { bookmarks: [{ ...bookmark(1, 'watchlist', T0), extra: 1 }] },
      { bookmarks: [bookmark(1, 'watchlist', 5)] },
      { bookmarks: [bookmark(1, 'watchlist', Date.now() + 1000 * 60 * 60 * 24 * 365)] },
      { bookmarks: [bookmark(-1, 'watchlist', T0)] },
      { bookmarks: [bookmark(1, '   ', T0)] },
      { bookmarks: [bookmark(2, 'ok', T0), bookmark(3, 'x\u0000', T0)] },
      { bookmarks: many },
      { bookmarks: [], unknown: true },
    ];
    for (const payload of cases) {
      const res = await call('POST', '/api/sync/bookmarks', token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error).toBeTypeOf('string');
    }
    expect((await call('GET', '/api/users/me/bookmarks', token)).json().bookmarks).toEqual([]);
    const badHistory = await call('POST', '/api/sync/watch-history', token, {
      items: { '5': { id: 6, type: 'movie', title: 'Key mismatch', updatedAt: T0 } },
    });
    expect(badHistory.statusCode).toBe(400);
    expect((await call('GET', '/api/users/me/watch-history', token)).json().items).toEqual({});
  });

  it('merges two devices syncing at the same moment without losing either', async () => {
    const token = await newUser();
    const a = Array.from({ length: 50 }, (_, i) => bookmark(1000 + i, 'watchlist', T0 + i));
    const b = Array.from({ length: 50 }, (_, i) => bookmark(2000 + i, 'favorites', T0 + i));
    await Promise.all([
      call('POST', '/api/sync/bookmarks', token, { bookmarks: a }),
      call('POST', '/api/sync/bookmarks', token, { bookmarks: b }),
    ]);
    expect((await call('GET', '/api/users/me/bookmarks', token)).json().bookmarks).toHaveLength(100);
  });

  it('loses no episode when many devices sync the same show at once', async () => {
    const token = await newUser();
    // Every device writes the same title's row: each write is made over the version it read, so a device
    // whose read went stale merges again instead of overwriting the others' episodes.
    const devices = Array.from({ length: 12 }, (_, i) => ({
      items: {
        '1396': {
          id: 1396,
          type: 'show',
          title: 'Breaking Bad',
          updatedAt: T0 + i,
          episodes: {
            [`s1e${i + 1}`]: {
              id: `s1e${i + 1}`,
              number: i + 1,
              seasonNumber: 1,
              progress: { watched: 60, duration: 2700 },
              updatedAt: T0 + i,
            },
          },
        },
      },
    }));
    const answers = await Promise.all(
      devices.map((body) => call('POST', '/api/sync/watch-history', token, body)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(devices.map(() => 200));
    const stored = (await call('GET', '/api/users/me/watch-history', token)).json().items as TWatchHistory;
    expect(Object.keys(stored['1396']?.episodes ?? {}).sort()).toEqual(
      devices.map((_, i) => `s1e${i + 1}`).sort(),
    );
  });

  it('keeps the newest settings when many devices sync settings at once', async () => {
    const token = await newUser();
    const themes = ['dark', 'light', 'system'] as const;
    await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        call('POST', '/api/sync/settings', token, { settings: { theme: themes[i % 3] }, updatedAt: T0 + i }),
      ),
    );
    expect((await call('GET', '/api/users/me/settings', token)).json()).toEqual({
      settings: { theme: themes[8 % 3] },
      updatedAt: T0 + 8,
    });
  });

  it('writes nothing again when a device syncs history the server already holds', async () => {
    const token = await newUser();
    const items: TWatchHistory = {
      '1396': {
        id: 1396,
        type: 'show',
        title: 'Breaking Bad',
        updatedAt: T0 + 1,
        episodes: {
          s1e1: {
            id: 's1e1',
            number: 1,
            seasonNumber: 1,
            progress: { watched: 100, duration: 1500 },
            updatedAt: T0 + 1,
          },
        },
      },
    };
    expect((await call('POST', '/api/sync/watch-history', token, { items })).statusCode).toBe(200);
    // A row's xmin changes whenever it is written again.
    const versions = () =>
      server.database.db.execute<{ version: string }>(sql`select xmin::text as version from user_history`);
    const before = await versions();
    expect((await call('POST', '/api/sync/watch-history', token, { items })).statusCode).toBe(200);
    expect(await versions()).toEqual(before);
  });
});

describe('holdsAlready', () => {
  it('compares entries as values, whatever order their keys come in', () => {
    const stored = { episodes: { s1e1: { updatedAt: 2, id: 's1e1' } }, id: 1, updatedAt: 2 };
    expect(
      holdsAlready(stored, { id: 1, updatedAt: 2, episodes: { s1e1: { id: 's1e1', updatedAt: 2 } } }),
    ).toBe(true);
    expect(
      holdsAlready(stored, { id: 1, updatedAt: 3, episodes: { s1e1: { id: 's1e1', updatedAt: 2 } } }),
    ).toBe(false);
    expect(holdsAlready(undefined, { id: 1 })).toBe(false);
    expect(holdsAlready({ id: 1 }, { id: 1, deletedAt: undefined })).toBe(true);
  });
});
