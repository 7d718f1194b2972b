import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { TPage } from '@marquee/contract';
import { escapeAttribute, headTags, pageHints, withHeadTags, type TBuildManifest } from './page-head.ts';
import { registerWebApp } from './web-app.ts';

// A build manifest as Vite writes it: the entry, a page module and the chunks they share.
const MANIFEST: TBuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js', '_api-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_api-1.js': { file: 'assets/api-1.js', imports: ['_react-1.js'] },
  'src/features/demo/demo-page.tsx': {
    file: 'assets/demo-page-1.js',
    imports: ['_api-1.js', '_rows-1.js'],
  },
  '_rows-1.js': { file: 'assets/rows-1.js', imports: ['_cards-1.js', '_api-1.js'] },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_rows-1.js'] },
  'src/features/demo/player.tsx': {
    file: 'assets/player-1.js',
    imports: ['_hls-1.js', '_cards-1.js', '_react-1.js'],
  },
  '_hls-1.js': { file: 'assets/hls-1.js', assets: ['assets/hls.worker-1.js'] },
  // A page module that starts a worker and refers to an image by address.
  'src/features/demo/watch-page.tsx': {
    file: 'assets/watch-page-1.js',
    imports: ['_api-1.js', '_rows-1.js'],
    assets: ['assets/warm.worker-1.js', 'assets/poster-1.png'],
  },
};

const DEMO_PAGES: TPage[] = [
  {
    pattern: '/demo/:id',
    module: 'src/features/demo/demo-page.tsx',
    data: ({ params, search }) => [`/api/demo/${params.id ?? ''}?a=1&b=${search.get('b') ?? ''}`],
  },
  { pattern: '/plain', module: 'src/features/demo/demo-page.tsx' },
  {
    pattern: '/watchable',
    module: 'src/features/demo/watch-page.tsx',
    later: ['src/features/demo/player.tsx'],
  },
];

const page = (url: string) => {
  const parsed = new URL(url, 'http://x.invalid');
  return { pathname: parsed.pathname, search: parsed.searchParams };
};

describe('pageHints', () => {
  const hints = pageHints(MANIFEST, DEMO_PAGES);

  it("preloads the page's data as the app fetches it, and its module with what the entry lacks", () => {
    expect(hints(page('/demo/7-x?b=2'))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/demo/7-x?a=1&amp;b=2">',
      '<link rel="modulepreload" crossorigin href="/assets/demo-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/rows-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/cards-1.js">',
    ]);
  });

  it("lists the files of the modules the page's buttons open that neither the entry nor the page loads, and the workers its code starts", () => {
    // The page's own worker and the player's; no image.
    expect(hints(page('/watchable')).at(-1)).toBe(
      '<meta name="marquee-later-code" content="/assets/player-1.js /assets/hls-1.js /assets/warm.worker-1.js /assets/hls.worker-1.js">',
    );
    expect(hints(page('/plain')).some((tag) => tag.includes('marquee-later-code'))).toBe(false);
    expect(pageHints(undefined, DEMO_PAGES)(page('/watchable'))).toEqual([]);
  });

  it('matches a trailing slash and decodes segments, as the router does', () => {
    expect(hints(page('/demo/a%20b/'))[0]).toContain('href="/api/demo/a b?a=1&amp;b="');
    expect(hints(page('/plain/'))).toHaveLength(3);
  });

  it('adds nothing for other paths, and only data hints without a manifest', () => {
    expect(hints(page('/elsewhere'))).toEqual([]);
    expect(hints(page('/demo'))).toEqual([]);
    expect(hints(page('/demo/%E0%A4%A'))).toEqual([]);
    expect(pageHints(undefined, DEMO_PAGES)(page('/demo/1'))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/demo/1?a=1&amp;b=">',
    ]);
  });

  it('writes hostile text as text', () => {
    expect(escapeAttribute(`"><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
    const [tag] = hints(page('/demo/%22%3E%3Cscript%3E'));
    expect(tag).not.toMatch(/<script/);
  });
});

describe('headTags and withHeadTags', () => {
  it('joins the parts in order, skipping one that fails', async () => {
    const errors: unknown[] = [];
    const tags = await headTags(
      [
        () => ['<a1>'],
        () => {
          throw new Error('lookup failed');
        },
        async () => ['<b1>', '<b2>'],
      ],
      page('/'),
      (error) => errors.push(error),
    );
    expect(tags).toEqual(['<a1>', '<b1>', '<b2>']);
    expect(errors).toHaveLength(1);
  });

  it('puts the tags at the end of the head', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    expect(withHeadTags(html, ['<meta a>', '<meta b>'])).toBe(
      '<html><head><title>t</title><meta a>\n<meta b>\n</head><body></body></html>',
    );
    expect(withHeadTags(html, [])).toBe(html);
  });
});

describe('the web app serves each page with its head tags', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-page-head-'));
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Marquee</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

  it("adds the contract's hints, then a feature's own part", async () => {
    const app = Fastify({ logger: false });
    await registerWebApp(app, webDist, {
      head: (defaults) => [...defaults, ({ pathname }) => [`<meta name="x-path" content="${pathname}">`]],
    });
    const res = await app.inject({ url: '/movies/550-fight-club' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/tmdb/3/movie/550?append_to_response=credits%2Csimilar%2Cexternal_ids">',
    );
    expect(head.endsWith('<meta name="x-path" content="/movies/550-fight-club">\n')).toBe(true);

    const plain = await app.inject({ url: '/bookmarks' });
    expect(plain.body).toContain('<meta name="x-path" content="/bookmarks">');
    expect(plain.body).not.toContain('rel="preload"');
    await app.close();
  });
});
