import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BUILD, ZInfoBoxesFile, type TFirstScreen } from '@marquee/contract';
import { chooseInfoBox } from '@marquee/domain';
import { SHIPPED_SITE_DIR } from '../shared/site-files.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { loadFirstScreenRenderer } from './first-screen.ts';
import { withFirstScreen } from './web-app.ts';

const silentLog = { warn: () => undefined } as unknown as Parameters<typeof loadFirstScreenRenderer>[1];

/** A web build folder with index.html and, when given, a renderer module written as the build would. */
function webBuild(renderer?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-first-screen-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Marquee</title></head><body><div id="root"></div></body></html>',
  );
  if (renderer !== undefined) {
    const file = path.resolve(dist, FIRST_SCREEN_BUILD);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderer);
  }
  return dist;
}

describe('withFirstScreen', () => {
  it('draws the markup into the empty root element, and leaves a page without any as it is', () => {
    const html = '<body><div id="root"></div><script></script></body>';
    expect(withFirstScreen(html, '<main>M</main>')).toBe(
      '<body><div id="root"><main>M</main></div><script></script></body>',
    );
    expect(withFirstScreen(html, undefined)).toBe(html);
    // A title's text is the catalogue's: replacement patterns in it stay text.
    expect(withFirstScreen(html, "<h1>Money$' $& $`</h1>")).toBe(
      '<body><div id="root"><h1>Money$\' $& $`</h1></div><script></script></body>',
    );
  });
});

describe('loadFirstScreenRenderer', () => {
  it("loads the build's renderer", async () => {
    const dist = webBuild('export const renderFirstScreen = (screen) => `<p>${screen.title.kind}</p>`;');
    const render = await loadFirstScreenRenderer(dist, silentLog);
    expect(render?.({ title: { kind: 'tv', details: {} } } as TFirstScreen)).toBe('<p>tv</p>');
  });

  it('is none without a build of it, with a module that does not load or lacks the function', async () => {
    expect(await loadFirstScreenRenderer(webBuild(), silentLog)).toBeUndefined();
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as typeof silentLog;
    expect(await loadFirstScreenRenderer(webBuild('export const = ;'), log)).toBeUndefined();
    expect(await loadFirstScreenRenderer(webBuild('export const other = 1;'), log)).toBeUndefined();
    expect(warnings).toHaveLength(2);
  });
});

describe.each(testDatabases())('title pages drawn by the server on $name', (database) => {
  let server: TTestServer;
  const drawn: TFirstScreen[] = [];
  let failing = false;
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];

  beforeAll(async () => {
    server = await startTestServer(
      database,
      {},
      {
        webDist: webBuild(),
        firstScreen: (screen) => {
          if (failing) throw new Error('renderer broke');
          drawn.push(screen);
          return `<main data-drawn="${screen.title.kind}-${screen.title.details.id}"></main>`;
        },
      },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("movie and series pages carry their first screen, drawn from the title's details with the live info box", async () => {
    const boxes = ZInfoBoxesFile.parse(
      JSON.parse(fs.readFileSync(path.join(SHIPPED_SITE_DIR, 'info-boxes.json'), 'utf8')),
    );
    const box = chooseInfoBox(boxes, [], Date.now());
    const movie = await server.app.inject('/movies/832-m');
    expect(movie.statusCode).toBe(200);
    expect(rootOf(movie.body)).toBe('<main data-drawn="movie-832"></main>');
    const series = await server.app.inject('/series/1396-breaking-bad');
    expect(rootOf(series.body)).toBe('<main data-drawn="tv-1396"></main>');
    const [movieScreen, seriesScreen] = drawn.slice(-2);
    expect(movieScreen?.title.details).toMatchObject({ id: 832, title: 'M' });
    expect(seriesScreen?.title.details).toMatchObject({
      id: 1396,
      name: 'Breaking Bad',
      number_of_seasons: 5,
    });
    expect(movieScreen?.infoBox).toEqual(box);
  });

  it('other pages, episode pages, unknown titles and titles the visitor filters out are left to the app', async () => {
    for (const page of ['/', '/search?query=m', '/series/1396-breaking-bad/1/1', '/movies/999999-nothing']) {
      expect(rootOf((await server.app.inject(page)).body)).toBe('');
    }
    const kept = await server.app.inject({
      url: '/series/1396',
      headers: { cookie: 'content_filter=strict' },
    });
    expect(rootOf(kept.body)).toBe('');
  });

  it('a renderer that fails leaves the page to the app, served as usual', async () => {
    failing = true;
    try {
      const page = await server.app.inject('/movies/862-toy-story');
      expect(page.statusCode).toBe(200);
      expect(rootOf(page.body)).toBe('');
    } finally {
      failing = false;
    }
  });
});
