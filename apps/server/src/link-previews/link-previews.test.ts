import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleHead } from './title-head.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { attributeValue } from '../../test/support/html-attribute.ts';

// A stand-in for the built web app with the site's own title and description, as index.html has them.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-previews-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" />' +
    '<meta name="description" content="The site description" />' +
    '<title>Marquee</title></head><body><div id="root"></div></body></html>',
);

/** The parts of a page's raw HTML a link preview reads. */
function previewOf(html: string) {
  const meta = (key: string) =>
    [...html.matchAll(/<meta\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes(`name="${key}"`) || tag.includes(`property="${key}"`))
      .map((tag) => attributeValue(/content="([^"]*)"/.exec(tag)?.[1] ?? ''));
  const jsonLd = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, text]) => JSON.parse(text ?? '') as Record<string, unknown>);
  return { titles: [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map(([, t]) => t), meta, jsonLd };
}

describe.each(testDatabases())('link previews without scripts on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    // The tests' requests come from this machine, as from a proxy that tells the scheme (X-Forwarded-Proto).
    server = await startTestServer(database, { TRUST_PROXY: 'loopback' }, { webDist });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (url: string) =>
    server.app.inject({ url, headers: { host: 'marquee.test', 'x-forwarded-proto': 'https' } });

  it('a movie page carries its title, description, Open Graph and Twitter tags and JSON-LD Movie', async () => {
    const movie = (await server.app.inject('/api/tmdb/3/movie/832')).json();
    const res = await get('/movies/832-m');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = previewOf(res.body);
    expect(page.titles).toEqual(['M | Marquee']);
    expect(page.meta('description')).toEqual([movie.overview]);
    expect(page.meta('og:title')).toEqual(['M | Marquee']);
    expect(page.meta('og:type')).toEqual(['video.movie']);
    expect(page.meta('og:url')).toEqual(['https://marquee.test/movies/832-m']);
    const [image] = page.meta('og:image');
    expect(image).toMatch(/^https:\/\/marquee\.test\/img\?url=%2Fapi%2Fimages%2Fw1280%2F/);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:image')).toEqual([image]);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Movie', name: 'M', datePublished: movie.release_date }),
    ]);
    // The preview image really is one /img answers.
    const imageUrl = new URL(image!);
    const picture = await server.app.inject(imageUrl.pathname + imageUrl.search);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('a title the visitor content filtering keeps out keeps the site tags: not even its name shows', async () => {
    const headers = { host: 'marquee.test', cookie: 'content_filter=strict' };
    const kept = previewOf((await server.app.inject({ url: '/series/1396', headers })).body);
    expect(kept.titles).toEqual(['Marquee']);
    expect(kept.jsonLd).toEqual([]);
    const allowed = previewOf((await server.app.inject({ url: '/movies/862', headers })).body);
    expect(allowed.titles).toEqual(['Toy Story | Marquee']);
  });

  it('a series page carries JSON-LD TVSeries, an episode page JSON-LD TVEpisode', async () => {
    const series = previewOf((await get('/series/1396')).body);
    expect(series.titles).toEqual(['Breaking Bad | Marquee']);
    expect(series.meta('og:type')).toEqual(['video.tv_show']);
    expect(series.jsonLd[0]).toMatchObject({ '@type': 'TVSeries', name: 'Breaking Bad', numberOfSeasons: 5 });

    const episode = previewOf((await get('/series/1396-breaking-bad/1/1')).body);
    expect(episode.titles).toEqual(['S1 E1 Pilot · Breaking Bad | Marquee']);
    expect(episode.meta('og:type')).toEqual(['video.episode']);
    expect(episode.jsonLd[0]).toMatchObject({
      '@type': 'TVEpisode',
      name: 'Pilot',
      partOfSeries: { name: 'Breaking Bad', url: 'https://marquee.test/series/1396-breaking-bad' },
    });
  });

  it("unknown titles and other pages keep the site's own title and description, and no JSON-LD", async () => {
    for (const url of ['/movies/999999999', '/series/1396/1/999', '/series/abc', '/movies', '/bookmarks']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = previewOf(res.body);
      expect(page.titles, url).toEqual(['Marquee']);
      expect(page.meta('description'), url).toEqual(['The site description']);
      expect(page.jsonLd, url).toEqual([]);
    }
  });

  it('X-Forwarded-Host never changes og:url or any link, even from a trusted proxy', async () => {
    const forged = { host: 'marquee.test', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const page = previewOf((await server.app.inject({ url: '/movies/832-m', headers: forged })).body);
    expect(page.meta('og:url')).toEqual(['https://marquee.test/movies/832-m']);
    expect(page.meta('og:image')[0]).toMatch(/^https:\/\/marquee\.test\//);
    // From a client that is no trusted proxy, X-Forwarded-Proto is not believed either.
    const direct = await server.app.inject({
      url: '/movies/832-m',
      headers: forged,
      remoteAddress: '198.51.100.7',
    });
    expect(previewOf(direct.body).meta('og:url')).toEqual(['http://marquee.test/movies/832-m']);
    expect(direct.body).not.toContain('evil.example');
  });

  it('PUBLIC_ORIGIN, when set, names every link whatever the request says', async () => {
    const head = titleHead(server.catalogue, 'https://films.example.org/');
    const tags = (await head({ pathname: '/movies/832-m', origin: 'http://evil.example' })).join('\n');
    expect(previewOf(tags).meta('og:url')).toEqual(['https://films.example.org/movies/832-m']);
    expect(tags).not.toContain('evil.example');
  });

  it('the Content-Security-Policy still allows only its own scripts; the JSON-LD is data', async () => {
    const res = await get('/movies/832');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toMatch(/<script data-page-head type="application\/ld\+json">/);
  });
});

afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
