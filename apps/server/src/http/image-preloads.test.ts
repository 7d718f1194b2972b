import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroBackdrop, responsiveBackdrop, sizedArtwork, TITLE_BACKDROP_SIZES } from '@marquee/contract';
import { filterAndSortResults } from '@marquee/domain';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

// Pages whose largest image is known from their address (a hero's first backdrop, a title's backdrop) name it
// in their HTML, so it loads with the page's code.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-preloads-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Marquee</title></head><body><div id="root"></div></body></html>',
);

/** The image preloads of a page's HTML, as the browser reads their attributes. */
function imagePreloads(html: string) {
  const attribute = (tag: string, name: string) =>
    tag.split(`${name}="`)[1]?.split('"')[0]?.replace(/&amp;/g, '&');
  return [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map(([tag]) => ({
    media: attribute(tag, 'media'),
    srcSet: attribute(tag, 'imagesrcset'),
    sizes: attribute(tag, 'imagesizes'),
  }));
}

describe.each(testDatabases())('image preloads on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { webDist });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("home and the movies landing preload the first trending movie's backdrop, cropped as their hero shows it", async () => {
    const trending = (await server.app.inject('/api/tmdb/3/trending/movie/day?page=1')).json();
    const first = trending.results.find((item: { backdrop_path?: string }) => item.backdrop_path);
    for (const [page, layout] of [
      ['/', 'beside-list'],
      ['/movies', 'full'],
    ] as const) {
      const res = await server.app.inject(page);
      expect(res.statusCode).toBe(200);
      const expected = heroBackdrop(first.backdrop_path, layout)?.sources;
      expect(expected).toHaveLength(3);
      expect(imagePreloads(res.body)).toEqual(expected);
    }
  });

  it('movie and series pages preload their backdrop with the candidates and sizes the page shows it with', async () => {
    for (const [api, page] of [
      ['/api/tmdb/3/movie/832', '/movies/832-m'],
      ['/api/tmdb/3/tv/1396', '/series/1396-breaking-bad'],
    ] as const) {
      const title = (await server.app.inject(api)).json();
      const expected = responsiveBackdrop(title.backdrop_path);
      expect(expected).toBeDefined();
      expect(imagePreloads((await server.app.inject(page)).body)).toEqual([
        { media: undefined, srcSet: expected?.srcSet, sizes: TITLE_BACKDROP_SIZES },
      ]);
    }
  });

  it("the search page preloads its first two posters in the order it shows them, for the visitor's content filter", async () => {
    const posters = async (query: string, cookie?: string) => {
      const headers = cookie ? { cookie } : {};
      const answer = (
        await server.app.inject({ url: `/api/tmdb/3/search/multi?${query}&page=1`, headers })
      ).json();
      return answer.results;
    };
    const expected = (
      results: Parameters<typeof filterAndSortResults>[0],
      sort: 'popularity.desc' | 'release_date.asc',
    ) =>
      filterAndSortResults(results, 'all', sort)
        .slice(0, 2)
        .map((item) => ({
          media: undefined,
          sizes: undefined,
          srcSet: sizedArtwork(item.poster_path, 185, 'poster')?.srcSet,
        }));
    const all = await posters('query=star');
    expect(all.length).toBeGreaterThan(2);
    const byPopularity = expected(all, 'popularity.desc');
    const byDate = expected(all, 'release_date.asc');
    expect(byDate).not.toEqual(byPopularity);
    expect(imagePreloads((await server.app.inject('/search?query=star')).body)).toEqual(byPopularity);
    expect(imagePreloads((await server.app.inject('/search?query=star&sort=release_date.asc')).body)).toEqual(
      byDate,
    );
    const kids = await posters('query=star', 'content_filter=kids');
    expect(kids.map((item: { id: number }) => item.id)).not.toEqual(
      all.map((item: { id: number }) => item.id),
    );
    const kidsPage = await server.app.inject({
      url: '/search?query=star',
      headers: { cookie: 'content_filter=kids' },
    });
    expect(imagePreloads(kidsPage.body)).toEqual(expected(kids, 'popularity.desc'));
  });

  it('other pages and unknown titles preload no image', async () => {
    for (const page of [
      '/series',
      '/search',
      '/search?query=zzqqxx',
      '/bookmarks',
      '/movies/999999-nothing',
    ]) {
      expect(imagePreloads((await server.app.inject(page)).body)).toEqual([]);
    }
  });
});
