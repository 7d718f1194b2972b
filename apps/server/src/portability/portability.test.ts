import fs from 'node:fs';
import { EXPORT_SCHEMA_FILE } from '@marquee/contract';
import type { TBookmark, TMarqueeExport, TWatchHistory } from '@marquee/domain';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { AccountClient, fixture } from '../../test/support/portability/account-client.ts';
import { writeZip } from '../../test/support/zip-writer.ts';
import { CSV_MAX_RECORD_BYTES } from './import-files.ts';
import { IMPORT_MAX_BYTES, PORTABILITY_PER_ACCOUNT_PER_HOUR } from './portability.plugin.ts';

const T0 = Date.UTC(2026, 0, 1);
const TRAKT_FILES = [
  'watched-movies.json',
  'watched-shows.json',
  'watchlist-movies.json',
  'watchlist-shows.json',
  'ratings-movies.json',
  'ratings-shows.json',
];
const traktZip = () => writeZip(TRAKT_FILES.map((name) => ({ name, content: fixture(`trakt/${name}`) })));
const validateExport = new Ajv2020({ strict: false }).compile(
  JSON.parse(fs.readFileSync(EXPORT_SCHEMA_FILE, 'utf8')) as object,
);

describe.each(testDatabases())('export and import on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(async () => server?.stop());

  const newAccount = () => new AccountClient(server.app).signUp();
  const storedBookmarks = async (account: AccountClient) =>
    (await account.json<{ bookmarks: TBookmark[] }>('GET', '/api/users/me/bookmarks')).bookmarks;
  const storedHistory = async (account: AccountClient) =>
    (await account.json<{ items: TWatchHistory }>('GET', '/api/users/me/watch-history')).items;

  it('exports the whole account as one versioned document that the JSON Schema in the repository accepts', async () => {
    const account = await newAccount();
    const bookmarks = [
      { mediaId: 244, mediaType: 'movie', category: 'watchlist', addedAt: T0 },
      {
        mediaId: 1396,
        mediaType: 'tv',
        category: 'Later',
        addedAt: T0 + 1,
        snapshot: { title: 'Breaking Bad' },
      },
      { mediaId: 832, mediaType: 'movie', category: 'favorites', addedAt: T0, deletedAt: T0 + 5 },
    ];
    await account.json('POST', '/api/sync/bookmarks', { bookmarks });
    await account.json('POST', '/api/sync/watch-history', {
      items: {
        '832': { type: 'movie', title: 'M', progress: { watched: 60, duration: 7000 }, updatedAt: T0 + 2 },
        '1396': {
          type: 'show',
          title: 'Breaking Bad',
          updatedAt: T0 + 3,
          episodes: { s1e2: { progress: { watched: 10, duration: 3000 }, updatedAt: T0 + 3 } },
        },
      },
    });
    await account.json('POST', '/api/sync/settings', {
      settings: { autoplay: false, captionOffsets: { 'movie:832': { offset: 1.5, updatedAt: T0 } } },
      updatedAt: T0 + 4,
    });
    await account.json('POST', '/api/sync/follows', {
      follows: [{ kind: 'follow', mediaType: 'tv', mediaId: 1396, isFollowing: true, updatedAt: T0 }],
    });

    const res = await account.call('GET', '/api/users/me/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="marquee-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const document = res.json<TMarqueeExport>();
    expect(validateExport(document), JSON.stringify(validateExport.errors)).toBe(true);
    expect(document).toMatchObject({
      format: 'marquee-export',
      version: 1,
      account: { username: account.username },
    });
    expect(JSON.stringify(document)).not.toMatch(/password|pin_?hash|token/i);
    const [profile] = document.profiles;
    expect(profile?.bookmarks).toEqual(await storedBookmarks(account));
    expect(profile?.bookmarks.find((entry) => entry.mediaId === 832)?.deletedAt).toBe(T0 + 5);
    expect(profile?.history).toEqual(await storedHistory(account));
    expect(profile?.settings?.settings.captionOffsets).toEqual({
      'movie:832': { offset: 1.5, updatedAt: T0 },
    });
    expect(profile?.follows).toHaveLength(1);
    expect(profile?.ratings).toEqual([]);
    expect(document.segments).toEqual([]);
    // A document the schema must refuse: proves the check can fail.
    expect(validateExport({ ...document, version: 2 })).toBe(false);
  });

  it('previews a Trakt export without writing, applies it, and a second import changes nothing', async () => {
    const account = await newAccount();
    const preview = await account.upload(traktZip(), { type: 'application/zip', query: { dryRun: '1' } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      format: 'trakt',
      counts: {
        bookmarks: { added: 2, updated: 0, skipped: 0 },
        history: { added: 3, updated: 0, skipped: 0 },
      },
      unmatched: ['A Film Nobody Has (2031)'],
      unmatchedTotal: 1,
    });
    expect(await storedBookmarks(account)).toEqual([]);
    expect(await storedHistory(account)).toEqual({});

    const applied = await account.upload(traktZip(), { type: 'application/zip' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      dryRun: false,
      counts: { bookmarks: { added: 2 }, history: { added: 3 } },
    });
    const bookmarks = await storedBookmarks(account);
    expect(bookmarks.map((entry) => `${entry.mediaType}:${entry.mediaId}:${entry.category}`).sort()).toEqual([
      'movie:244:watchlist',
      'tv:66732:watchlist',
    ]);
    expect(bookmarks.find((entry) => entry.mediaId === 244)?.addedAt).toBe(
      Date.parse('2024-05-01T10:00:00.000Z'),
    );
    const history = await storedHistory(account);
    // Frankenstein has no TMDB id in the file: matched by its IMDb id.
    expect(Object.keys(history).sort()).toEqual(['1396', '3035', '832']);
    expect(history['832']).toMatchObject({
      type: 'movie',
      title: 'M',
      updatedAt: Date.parse('2024-03-02T20:15:00.000Z'),
    });
    expect(history['832']?.progress).toEqual({ watched: 117 * 60, duration: 117 * 60 });
    expect(Object.keys(history['1396']?.episodes ?? {}).sort()).toEqual(['s1e1', 's1e2']);

    const again = await account.upload(traktZip(), { type: 'application/zip' });
    expect(again.json()).toMatchObject({
      counts: {
        bookmarks: { added: 0, updated: 0, skipped: 2 },
        history: { added: 0, updated: 0, skipped: 3 },
      },
    });
    expect(await storedBookmarks(account)).toEqual(bookmarks);
    expect(await storedHistory(account)).toEqual(history);
  });

  it('never brings back a title removed after the file was made', async () => {
    const account = await newAccount();
    const removedAt = Date.parse('2025-01-01T00:00:00.000Z');
    await account.json('POST', '/api/sync/bookmarks', {
      bookmarks: [
        {
          mediaId: 244,
          mediaType: 'movie',
          category: 'watchlist',
          addedAt: removedAt - 1,
          deletedAt: removedAt,
        },
      ],
    });
    const res = await account.upload(traktZip(), { type: 'application/zip' });
    expect(res.json()).toMatchObject({ counts: { bookmarks: { added: 1, updated: 0, skipped: 1 } } });
    const kingKong = (await storedBookmarks(account)).find((entry) => entry.mediaId === 244);
    expect(kingKong?.deletedAt).toBe(removedAt);
  });

  it('reads Letterboxd CSVs (a ZIP, or one file named as Letterboxd names it), matched by title and year', async () => {
    const account = await newAccount();
    const names = ['watchlist.csv', 'diary.csv', 'watched.csv', 'ratings.csv'];
    const zip = writeZip(names.map((name) => ({ name, content: fixture(`letterboxd/${name}`) })));
    const res = await account.upload(zip, { type: 'application/zip', query: { format: 'letterboxd' } });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ unmatched: string[]; counts: Record<string, { added: number }> }>();
    expect(result.counts.bookmarks?.added).toBe(1);
    expect(result.counts.history?.added).toBe(2);
    // Titles that look like spreadsheet formulas are titles: listed as text, never run.
    expect(result.unmatched.sort()).toEqual([
      '+SUM(1;2) (1999)',
      '=HYPERLINK("https://example.org","click") (2020)',
    ]);
    expect(Object.keys(await storedHistory(account)).sort()).toEqual(['3035', '832']);

    const other = await newAccount();
    const single = await other.upload(fixture('letterboxd/watchlist.csv'), {
      type: 'text/csv',
      query: { filename: 'watchlist.csv', dryRun: '1' },
    });
    expect(single.json()).toMatchObject({ format: 'letterboxd', counts: { bookmarks: { added: 1 } } });
    const unnamed = await other.upload(fixture('letterboxd/watchlist.csv'), { type: 'text/csv' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toMatch(/Name the file as Letterboxd did/);
  });

  it('reads a movie-web or P-Stream backup: bookmarks with their groups, progress of movies and episodes', async () => {
    const account = await newAccount();
    const res = await account.upload(fixture('movie-web-backup.json'), { type: 'application/json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'movie-web', unmatched: [] });
    const bookmarks = await storedBookmarks(account);
    expect(bookmarks.map((entry) => `${entry.mediaId}:${entry.category}`).sort()).toEqual([
      '244:watchlist',
      '66732:Weekend',
    ]);
    const history = await storedHistory(account);
    expect(history['832']?.progress).toEqual({ watched: 3600, duration: 7020 });
    expect(history['1396']?.episodes?.s1e1?.progress).toEqual({ watched: 3400, duration: 3480 });
  });

  it('refuses hostile and malformed files with a readable 4xx, and writes nothing', async () => {
    const account = await newAccount();
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    const cases: [string, Buffer | string, string, Record<string, string>, number, RegExp][] = [
      [
        'zip bomb lying about its size',
        writeZip([{ name: 'watched-movies.json', content: zeros, claimedSize: 100 }]),
        'application/zip',
        {},
        400,
        /ZIP/,
      ],
      [
        'zip bomb',
        writeZip([{ name: 'watched-movies.json', content: zeros }]),
        'application/zip',
        {},
        400,
        /unpacks to more/,
      ],
      [
        'damaged zip',
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]),
        'application/zip',
        {},
        400,
        /damaged/,
      ],
      [
        'zip of nothing we read',
        writeZip([{ name: 'notes.txt', content: 'hi' }]),
        'application/zip',
        {},
        400,
        /neither a Trakt/,
      ],
      [
        'Latin-1 CSV',
        Buffer.from('Date,Name,Year,Letterboxd URI\n2024-01-01,Am\xe9lie,2001,x\n', 'latin1'),
        'text/csv',
        { filename: 'watched.csv' },
        400,
        /not UTF-8/,
      ],
      [
        'huge row',
        `Date,Name,Year,Letterboxd URI\n2024-01-01,${'a'.repeat(CSV_MAX_RECORD_BYTES + 10)},2001,x\n`,
        'text/csv',
        { filename: 'watched.csv' },
        400,
        /cannot be read as CSV/,
      ],
      [
        'broken quotes',
        'Date,Name,Year\n2024-01-01,"unclosed,2001\n',
        'text/csv',
        { filename: 'watched.csv' },
        400,
        /cannot be read as CSV/,
      ],
      ['bad JSON', '{"bookmarks": ', 'application/json', {}, 400, /not valid JSON/],
      ['JSON of another kind', '{"hello": 1}', 'application/json', {}, 400, /neither a Marquee export/],
      [
        'export of a later version',
        JSON.stringify({ format: 'marquee-export', version: 9, profiles: [] }),
        'application/json',
        {},
        400,
        /version/,
      ],
      [
        'wrong format named',
        fixture('movie-web-backup.json'),
        'application/json',
        { format: 'trakt' },
        400,
        /not a Trakt export/,
      ],
      ['empty', '', 'application/octet-stream', {}, 400, /empty|not received/],
      ['a form post', 'a=1', 'application/x-www-form-urlencoded', {}, 415, /JSON/],
    ];
    for (const [name, bytes, type, query, status, message] of cases) {
      const res = await account.upload(bytes, { type, query });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().error, name).toMatch(message);
    }
    const tooLarge = await account.upload(Buffer.alloc(IMPORT_MAX_BYTES + 1), { type: 'application/zip' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatch(/too large/i);
    expect(await storedBookmarks(account)).toEqual([]);
    expect(await storedHistory(account)).toEqual({});
  }, 60_000);

  it('needs a session, and limits exports and imports per account', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(anonymous.statusCode).toBe(401);
    const account = await newAccount();
    for (let i = 0; i < PORTABILITY_PER_ACCOUNT_PER_HOUR; i++) {
      expect((await account.call('GET', '/api/users/me/export')).statusCode).toBe(200);
    }
    const refused = await account.call('GET', '/api/users/me/export');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many exports or imports/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});
