import { describe, expect, it } from 'vitest';
import type { TPageMeta } from '@marquee/domain';
import { metaTags, titlePageOf } from './title-head.ts';

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
