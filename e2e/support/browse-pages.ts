// Helpers of the browsing-page tests (categories, networks, discover): catalogue calls, made-up pages, grids.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TMediaItem, TMediaType, TPage } from '@marquee/domain';
import { holdAnswers } from './waits.ts';

/** Catalogue calls by path under /api/tmdb/3, e.g. 'discover/movie'. */
export function catalogueCall(path: string): RegExp {
  return new RegExp(`/api/tmdb/3/${path.replace(/\//g, '\\/')}(\\?|$)`);
}

/** Every catalogue request the page makes from now on whose path is under /api/tmdb/3/{path}. */
export function recordCalls(page: Page, path: string): URL[] {
  const calls: URL[] = [];
  const pattern = catalogueCall(path);
  page.on('request', (request) => {
    if (pattern.test(request.url())) calls.push(new URL(request.url()));
  });
  return calls;
}

/** The page numbers asked for, in order. */
export function pagesOf(calls: readonly URL[]): number[] {
  return calls.map((url) => Number(url.searchParams.get('page') ?? '1'));
}

/** `count` made-up titles of a kind for page `page`, most popular first and unique across pages. */
export function madeUpTitles(kind: TMediaType, page: number, count = 20): TMediaItem[] {
  return Array.from({ length: count }, (_, i) => {
    const id = (kind === 'movie' ? 800_000 : 900_000) + page * 100 + i;
    const popularity = 1000 - page * 40 - i * 2 - (kind === 'tv' ? 1 : 0);
    const label = `${kind === 'movie' ? 'Film' : 'Show'} ${page}-${i + 1}`;
    const common = { id, popularity, vote_average: 7, genre_ids: [18], poster_path: null, overview: label };
    return kind === 'movie'
      ? { ...common, title: label, release_date: '2024-01-01' }
      : { ...common, name: label, first_air_date: '2024-01-01' };
  });
}

/** Answers the catalogue calls of `path` with made-up pages of 20 titles, `totalPages` of them. */
export async function serveMadeUpPages(page: Page, path: `discover/${TMediaType}`, totalPages: number) {
  const kind = path.endsWith('tv') ? 'tv' : 'movie';
  await page.route(catalogueCall(path), async (route) => {
    const number = Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
    const body: TPage<TMediaItem> = {
      page: number,
      results: number <= totalPages ? madeUpTitles(kind, number) : [],
      total_pages: totalPages,
      total_results: totalPages * 20,
    };
    await route.fulfill({ json: body });
  });
}

/** Answers the catalogue calls of `path` with an empty page. */
export async function serveEmptyPages(page: Page, path: string) {
  await page.route(catalogueCall(path), (route) =>
    route.fulfill({ json: { page: 1, results: [], total_pages: 1, total_results: 0 } }),
  );
}

/** Holds the answers of `path` back until the returned function is called, so the loading state can be seen. */
export function holdCalls(page: Page, path: string): Promise<() => void> {
  return holdAnswers(page, catalogueCall(path));
}

/** What the real server answers for a catalogue call. */
export async function catalogueApi(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number> = {},
): Promise<TPage<TMediaItem>> {
  const response = await request.get(`/api/tmdb/3/${path}`, { params });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TPage<TMediaItem>;
}

/** The infinite grid of a page. */
export function infiniteGrid(page: Page): Locator {
  return page.getByTestId('infinite-grid');
}

/** Scrolls the 5th card from the end of the grid into view: the one that loads the next page. */
export async function scrollToTrigger(grid: Locator) {
  const cards = grid.getByTestId('media-card');
  const count = await cards.count();
  await cards.nth(count - 5).scrollIntoViewIfNeeded();
}

/** How many columns a grid lays out (its computed grid-template-columns). */
export async function gridColumns(grid: Locator): Promise<number> {
  const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
  return template.split(' ').filter(Boolean).length;
}

/** The columns the grid should have: 2 on a 390 px phone, 6 from 1280 px. */
export function expectedColumns(page: Page): number {
  return (page.viewportSize()?.width ?? 1280) >= 1280 ? 6 : 2;
}

/** Nothing makes the page wider than the screen. */
export async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}
