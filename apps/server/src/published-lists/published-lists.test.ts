import { CONTENT_FILTER_COOKIE } from '@marquee/contract';
import type { TBookmark } from '@marquee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueServer } from '../../test/fixtures/catalogue/catalogue-fixture.ts';
import { callAs, signUpForTest, testDatabases, type TTestServer } from '../../test/helper.ts';
import { LIST_CACHE_CONTROL, LIST_NOT_FOUND, LIMITED_LIST_CACHE_CONTROL } from './published-lists.plugin.ts';

const T0 = Date.UTC(2026, 0, 1);
const THE_MATRIX = 603; // R in the fixture catalogue
const SPIRITED_AWAY = 129; // PG

const bookmark = (mediaId: number, category: string, title: string, at = T0): TBookmark => ({
  mediaId,
  mediaType: 'movie',
  category,
  addedAt: at,
  updatedAt: at,
  snapshot: { title, posterPath: `/${mediaId}.jpg`, date: '2001-07-20', voteAverage: 8.5, genreIds: [16] },
});

describe.each(testDatabases())('published lists on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
  });
  afterAll(async () => server?.stop());

  const open = (id: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/api/lists/${id}`, headers, remoteAddress: '10.99.0.1' });

  /** An account whose "Weekend" category holds an R and a PG movie, the Matrix added last. */
  async function ownerWithList(): Promise<string> {
    const token = await signUpForTest(server.app, 'lists');
    const bookmarks = [
      bookmark(SPIRITED_AWAY, 'Weekend', 'Spirited Away', T0),
      bookmark(THE_MATRIX, 'Weekend', 'The Matrix', T0 + 1),
      bookmark(550, 'watchlist', 'Private pick'),
    ];
    const res = await callAs(server.app, token, 'POST', '/api/sync/bookmarks', { bookmarks });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  const publish = async (token: string, category: string) => {
    const res = await callAs(server.app, token, 'POST', '/api/users/me/lists', { category });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string; category: string }>();
  };

  it('is never public until published; published, anyone reads its titles and nothing of the owner', async () => {
    const token = await ownerWithList();
    expect((await callAs(server.app, token, 'GET', '/api/users/me/lists')).json()).toEqual({ lists: [] });
    const { id, category } = await publish(token, 'Weekend');
    expect(category).toBe('Weekend');
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Publishing again gives the same link.
    expect((await publish(token, ' Weekend ')).id).toBe(id);
    expect((await callAs(server.app, token, 'GET', '/api/users/me/lists')).json()).toEqual({
      lists: [{ id, category: 'Weekend' }],
    });

    const res = await open(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const body = res.json();
    expect(body).toEqual({
      id,
      name: 'Weekend',
      titles: [
        expect.objectContaining({ mediaType: 'movie', mediaId: THE_MATRIX, title: 'The Matrix' }),
        expect.objectContaining({ mediaType: 'movie', mediaId: SPIRITED_AWAY, title: 'Spirited Away' }),
      ],
    });
    // Nothing that names or dates the owner, and not the other categories.
    expect(Object.keys(body.titles[0]).sort()).toEqual(
      ['date', 'genreIds', 'mediaId', 'mediaType', 'posterPath', 'title', 'voteAverage'].sort(),
    );
    expect(res.body).not.toMatch(/lists_|example\.org|addedAt|updatedAt|Private pick|profile/i);
    // Revalidation: the same ETag is a 304.
    const again = await open(id, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 JSON at once after unpublishing, and a new link when published again', async () => {
    const token = await ownerWithList();
    const { id } = await publish(token, 'Weekend');
    expect((await open(id)).statusCode).toBe(200);
    const off = await callAs(server.app, token, 'DELETE', `/api/users/me/lists/${id}`, {});
    expect(off.statusCode, off.body).toBe(200);
    const gone = await open(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: LIST_NOT_FOUND });
    expect((await callAs(server.app, token, 'DELETE', `/api/users/me/lists/${id}`, {})).statusCode).toBe(404);
    const next = await publish(token, 'Weekend');
    expect(next.id).not.toBe(id);
    expect((await open(id)).statusCode).toBe(404);
    expect((await open(next.id)).statusCode).toBe(200);
  });

  it('answers unknown and malformed ids with 404 JSON, never 500', async () => {
    for (const id of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      'short',
      '%27%20or%201%3D1--',
      'a'.repeat(90),
      '%E2%9C%93',
      '..%2F..%2Fetc',
      '0',
    ]) {
      const res = await open(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ error: LIST_NOT_FOUND });
    }
    // A segment past the router's length is refused before any route, as everywhere on the site.
    const long = await open('a'.repeat(1000));
    expect(long.statusCode).toBe(414);
    expect(typeof long.json().error).toBe('string');
  });

  it("lets only the owner's active profile unpublish, and needs a session to publish", async () => {
    const owner = await ownerWithList();
    const { id } = await publish(owner, 'Weekend');
    const stranger = await signUpForTest(server.app, 'lists');
    expect((await callAs(server.app, stranger, 'DELETE', `/api/users/me/lists/${id}`, {})).statusCode).toBe(
      404,
    );
    expect((await open(id)).statusCode).toBe(200);
    const anonymous = await callAs(server.app, undefined, 'POST', '/api/users/me/lists', {
      category: 'Weekend',
    });
    expect(anonymous.statusCode).toBe(401);
    for (const category of ['', '   ', 'x'.repeat(101), 'a\u0007b']) {
      const bad = await callAs(server.app, owner, 'POST', '/api/users/me/lists', { category });
      expect(bad.statusCode, category).toBe(400);
      expect(typeof bad.json().error).toBe('string');
    }
  });

  it("applies the viewer's own content filter, privately: a strict visitor and a kids profile see no R title", async () => {
    const owner = await ownerWithList();
    const { id } = await publish(owner, 'Weekend');
    const strict = await open(id, { cookie: `${CONTENT_FILTER_COOKIE}=strict` });
    expect(strict.statusCode).toBe(200);
    expect(strict.headers['cache-control']).toBe(LIMITED_LIST_CACHE_CONTROL);
    expect(strict.json().titles.map((title: { mediaId: number }) => title.mediaId)).toEqual([SPIRITED_AWAY]);

    const parent = await signUpForTest(server.app, 'lists');
    const kids = await callAs(server.app, parent, 'POST', '/api/users/me/profiles', {
      name: 'Kids',
      kind: 'kids',
    });
    expect(kids.statusCode, kids.body).toBe(201);
    const chosen = await callAs(
      server.app,
      parent,
      'POST',
      `/api/users/me/profiles/${kids.json().id}/select`,
      {},
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const asKid = await callAs(server.app, parent, 'GET', `/api/lists/${id}`);
    expect(asKid.statusCode).toBe(200);
    expect(asKid.json().titles.map((title: { mediaId: number }) => title.mediaId)).toEqual([SPIRITED_AWAY]);
    expect((await open(id)).json().titles).toHaveLength(2);
  });

  it('goes with the profile: deleting the profile unpublishes its lists', async () => {
    const token = await signUpForTest(server.app, 'lists');
    const second = await callAs(server.app, token, 'POST', '/api/users/me/profiles', { name: 'Second' });
    const profileId = second.json().id as number;
    await callAs(server.app, token, 'POST', `/api/users/me/profiles/${profileId}/select`, {});
    await callAs(server.app, token, 'POST', '/api/sync/bookmarks', {
      bookmarks: [bookmark(SPIRITED_AWAY, 'Mine', 'Spirited Away')],
    });
    const { id } = await publish(token, 'Mine');
    expect((await open(id)).statusCode).toBe(200);
    const first = (await callAs(server.app, token, 'GET', '/api/users/me/profiles')).json().profiles[0].id;
    await callAs(server.app, token, 'POST', `/api/users/me/profiles/${first}/select`, {});
    const removed = await callAs(server.app, token, 'DELETE', `/api/users/me/profiles/${profileId}`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await open(id)).statusCode).toBe(404);
  });
});
