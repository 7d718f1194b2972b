import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TMediaItem, TPage } from '@marquee/domain';
import { holdAnswers } from '../support/waits.ts';

/** The catalogue search call both the overlay and the search page make. */
export const SEARCH_CALL = '**/api/tmdb/3/search/multi?**';
export const POPULAR_CALLS = ['**/api/tmdb/3/movie/popular**', '**/api/tmdb/3/tv/popular**'];

/** Every search request the page makes from now on, as URLs. */
export function recordSearchRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/tmdb/3/search/multi') requests.push(url);
  });
  return requests;
}

/** Holds the search answers back until the returned function is called, so the loading state can be seen. */
export function holdSearch(page: Page): Promise<() => void> {
  return holdAnswers(page, SEARCH_CALL);
}

/** Makes every search request fail as a network failure would. */
export async function failSearch(page: Page): Promise<void> {
  await page.route(SEARCH_CALL, (route) => route.abort('internetdisconnected'));
}

/** What the real server answers for a search, to compare the screen with. */
export async function searchApi(
  request: APIRequestContext,
  query: string,
  page = 1,
): Promise<TPage<TMediaItem>> {
  const response = await request.get('/api/tmdb/3/search/multi', { params: { query, page } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TPage<TMediaItem>;
}

/** Movies and series only, as the screens show them. */
export function titlesOnly(items: TMediaItem[]): TMediaItem[] {
  return items.filter((item) => item.media_type === 'movie' || item.media_type === 'tv');
}

/** A title's display name (list items carry no media_type: a movie has a title, a series a name). */
export const titleOf = (item: TMediaItem): string => item.title ?? item.name ?? '';

/** The header's search control (named 'Search', or by the box's visible text where it shows). */
export const headerSearchButton = (page: Page): Locator => page.getByRole('button', { name: /^Search\b/ });

/**
 * Types like a fast typist, one character every 15 ms, inside the page so the test runner's own latency cannot
 * open a pause long enough for the 300 ms debounce to fire in the middle.
 */
export async function typeFast(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.evaluate(async (element: HTMLInputElement, value: string) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (let length = 1; length <= value.length; length++) {
      setValue?.call(element, value.slice(0, length));
      element.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  }, text);
}

/** Opens the overlay from the header and returns it. */
export async function openSearchOverlay(page: Page): Promise<Locator> {
  await headerSearchButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}
