import { describe, expect, it } from 'vitest';
import type { TPageMeta } from '@marquee/domain';
import type { TFirstScreen } from '@marquee/contract';
import type { FastifyRequest } from 'fastify';
import type { CatalogueBackend } from '../catalogue/catalogue.backend.ts';
import { metaTags, titlePageOf, titlePages } from './title-head.ts';

describe('titlePageOf', () => {
  it('movie, series and episode paths, the id before the first dash', () => {
    expect(titlePageOf('/movies/832-m')).toEqual({ kind: 'movie', id: 832 });
    expect(titlePageOf('/series/1396')).toEqual({ kind: 'tv', id: 1396 });
    expect(titlePageOf('/series/1396-breaking-bad/0/3')).toEqual({
      kind: 'episode',
      id: 1396,
      season: 0,
      episode: 3,
    });
  });

  it('anything else, bad numbers and ids past the database range name no title', () => {
    for (const path of [
      '/',
      '/movies',
      '/movies/abc',
      '/movies/832/extra',
      '/series/1396/1',
      '/series/1396/x/1',
      '/series/1396/1/0',
      '/movies/99999999999',
      '/bookmarks',
    ]) {
      expect(titlePageOf(path)).toBeUndefined();
    }
  });
});

describe('metaTags', () => {
  const meta: TPageMeta = {
    title: 'Tom & "Jerry" <b> | Marquee',
    description: "It's <i>fine</i>",
    url: 'https://marquee.test/movies/1',
    image: 'https://marquee.test/img?url=%2Fa.jpg&w=1200',
    type: 'video.movie',
    jsonLd: { '@type': 'Movie', name: '</script><script>alert(1)</script>' },
  };

  it('escapes every value and keeps the JSON-LD from closing its element', () => {
    const html = metaTags(meta).join('\n');
    expect(html).toContain('<title data-page-head>Tom &amp; "Jerry" &lt;b&gt; | Marquee</title>');
    expect(html).toContain('content="It&#39;s &lt;i&gt;fine&lt;/i&gt;"');
    expect(html).toContain('property="og:image" content="https://marquee.test/img?url=%2Fa.jpg&amp;w=1200"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
  });

  it('without an image: a summary card and no image tags', () => {
    const html = metaTags({ ...meta, image: undefined, jsonLd: undefined }).join('\n');
    expect(html).toContain('name="twitter:card" content="summary"');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('ld+json');
  });
});

describe('titlePages', () => {
  it('asks whether the visitor may see the title once a request, for the head and the first screen alike', async () => {
    const catalogue = {
      movieDetails: async (id: number) => ({ id, title: 'M', backdrop_path: '/b.jpg', genres: [] }),
    } as unknown as CatalogueBackend;
    const asked: unknown[] = [];
    const titles = titlePages(catalogue, 'https://marquee.test', async (page) => {
      asked.push(page.request);
      return true;
    });
    const request = {} as FastifyRequest;
    const page = { pathname: '/movies/832-m', request };
    const render = (screen: TFirstScreen) => `<h1>${screen.title.kind}</h1>`;
    expect(await titles.head(page)).not.toEqual([]);
    expect(await titles.firstScreen({ render, infoBox: async () => undefined })(page)).toBe('<h1>movie</h1>');
    expect(asked).toEqual([request]);
    // Another request asks again.
    await titles.head({ ...page, request: {} as FastifyRequest });
    expect(asked).toHaveLength(2);
  });
});
