import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SEARCH_PLACEHOLDER, paginationWindow, type TMediaItem } from '@marquee/domain';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  POPULAR_CALLS,
  holdSearch,
  failSearch,
  recordSearchRequests,
  searchApi,
  titleOf,
  titlesOnly,
  typeFast,
} from './search-support.ts';
import { proveNothingHappensWithin } from '../support/waits.ts';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search movies and series' });
const mediaType = (page: Page) => page.getByLabel('Media Type');
const sortBy = (page: Page) => page.getByLabel('Sort By');
const cards = (page: Page) => page.getByTestId('media-card');
const cardTitles = (page: Page) => cards(page).locator('h3').allTextContents();
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('search page: URL state', () => {
  test('defaults: empty autofocused input, All, Popularity (High to Low), the empty state and no request', async ({
    page,
  }) => {
    const requests = recordSearchRequests(page);
    await page.goto('/search');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await expect(mediaType(page)).toHaveValue('all');
    await expect(sortBy(page)).toHaveValue('popularity.desc');
    await expect(page.getByText('So Empty..... Try Searching', { exact: true })).toBeVisible();
    // The two rotate together: read both at one moment, or a rotation between the reads tells them apart.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector<HTMLInputElement>(
            'input[aria-label="Search movies and series"]',
          );
          const empty = document.querySelector('[data-testid="search-empty-placeholder"]');
          return box?.placeholder !== undefined && box.placeholder === empty?.textContent;
        }),
      )
      .toBe(true);
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
    await proveNothingHappensWithin(page, 500, 'the empty page asks for no search');
    expect(requests).toHaveLength(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('query, page, type and sort come from the URL', async ({ page }) => {
    await page.goto('/search?query=the&page=2&type=movie&sort=vote_average.asc');
    await expect(searchBox(page)).toHaveValue('the');
    await expect(mediaType(page)).toHaveValue('movie');
    await expect(sortBy(page)).toHaveValue('vote_average.asc');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('invalid values fall back to page 1, type all and sort popularity.desc', async ({ page }) => {
    await page.goto('/search?query=the&page=abc&type=person&sort=title.desc');
    await expect(mediaType(page)).toHaveValue('all');
    await expect(sortBy(page)).toHaveValue('popularity.desc');
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  });

  test('back and forward restore query, page, type and sort', async ({ page }) => {
    await page.goto('/search?query=the');
    await expect(cards(page).first()).toBeVisible();
    await mediaType(page).selectOption({ label: 'TV Shows' });
    await expect(page).toHaveURL(/\/search\?query=the&type=tv$/);
    await searchBox(page).fill('breaking');
    await expect(page).toHaveURL(/\/search\?query=breaking&type=tv$/);
    await sortBy(page).selectOption({ label: 'Newest First' });
    await expect(page).toHaveURL(/\/search\?query=breaking&type=tv&sort=release_date\.desc$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?query=breaking&type=tv$/);
    await expect(sortBy(page)).toHaveValue('popularity.desc');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?query=the$/);
    await expect(searchBox(page)).toHaveValue('the');
    await expect(mediaType(page)).toHaveValue('all');

    await page.goForward();
    await expect(searchBox(page)).toHaveValue('breaking');
    await expect(mediaType(page)).toHaveValue('tv');
    await page.goForward();
    await expect(sortBy(page)).toHaveValue('release_date.desc');
    await expect(cards(page).filter({ hasText: 'Breaking Bad' })).toBeVisible();
  });

  test('back and forward restore the page number', async ({ page, request }) => {
    const { total_pages: pages } = await searchApi(request, 'the');
    test.skip(pages < 2, 'the sample catalogue has a single page of "the"');
    await page.goto('/search?query=the');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?query=the&page=2$/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('search page: typing', () => {
  test('typing updates the query, resets to page 1 and fires one search after 300 ms, replacing the history entry', async ({
    page,
  }) => {
    await page.goto('/movies');
    await page.goto('/search?query=the&page=2');
    await expect(cards(page).first()).toBeVisible();
    const requests = recordSearchRequests(page);
    await searchBox(page).fill('');
    await typeFast(searchBox(page), 'brakin bad');
    await expect(page).toHaveURL(/\/search\?query=brakin\+bad$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Breaking Bad');
    await proveNothingHappensWithin(page, 500, 'no search follows the debounced one');
    expect(requests.map((url) => url.searchParams.get('query'))).toEqual(['brakin bad']);
    await page.goBack();
    await expect(page).toHaveURL(/\/movies$/);
  });

  test('clearing the query shows the empty state, sets no pages and makes no request', async ({ page }) => {
    await page.goto('/search?query=the');
    await expect(pagination(page)).toBeVisible();
    const requests = recordSearchRequests(page);
    await searchBox(page).fill('');
    await expect(page).toHaveURL(/\/search\?query=$/);
    await expect(page.getByText('So Empty..... Try Searching', { exact: true })).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    expect(requests).toHaveLength(0);
  });
});

test.describe('search page: selectors', () => {
  test('Media Type offers All, Movies and TV Shows; Sort By offers the six orders', async ({ page }) => {
    await page.goto('/search');
    await expect(mediaType(page).locator('option')).toHaveText(['All', 'Movies', 'TV Shows']);
    await expect(sortBy(page).locator('option')).toHaveText([
      'Popularity (High to Low)',
      'Popularity (Low to High)',
      'Rating (High to Low)',
      'Rating (Low to High)',
      'Newest First',
      'Oldest First',
    ]);
  });

  test('the type filter keeps only movies or only series, and resets to page 1', async ({
    page,
    request,
  }) => {
    const { results } = await searchApi(request, 'the');
    await page.goto('/search?query=the&page=2');
    await mediaType(page).selectOption({ label: 'Movies' });
    await expect(page).toHaveURL(/\/search\?query=the&type=movie$/);
    const movies = results.filter((item) => item.media_type === 'movie').length;
    await expect(cards(page)).toHaveCount(movies);
    for (const href of await cards(page)
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/movies\//);
    }
    await mediaType(page).selectOption({ label: 'TV Shows' });
    await expect(page).toHaveURL(/\/search\?query=the&type=tv$/);
    await expect(cards(page)).toHaveCount(results.filter((item) => item.media_type === 'tv').length);
    for (const href of await cards(page)
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/series\//);
    }
    await mediaType(page).selectOption({ label: 'All' });
    await expect(cards(page)).toHaveCount(titlesOnly(results).length);
  });

  test('every sort order orders the results, missing values last, and resets to page 1', async ({
    page,
    request,
  }) => {
    const { results } = await searchApi(request, 'the');
    const titles = titlesOnly(results);
    const value = (item: TMediaItem, field: string): number | undefined => {
      if (field === 'release_date') {
        const time = Date.parse(item.release_date || item.first_air_date || '');
        return Number.isNaN(time) ? undefined : time;
      }
      return field === 'popularity' ? item.popularity : item.vote_average;
    };
    const expected = (sort: string) => {
      const [field = '', direction] = sort.split('.');
      return [...titles]
        .sort((a, b) => {
          const [x, y] = [value(a, field), value(b, field)];
          if (x === undefined || y === undefined) {
            return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
          }
          return direction === 'asc' ? x - y : y - x;
        })
        .map(titleOf);
    };
    await page.goto('/search?query=the&page=2');
    const orders: [string, string][] = [
      ['Popularity (Low to High)', 'popularity.asc'],
      ['Rating (High to Low)', 'vote_average.desc'],
      ['Rating (Low to High)', 'vote_average.asc'],
      ['Newest First', 'release_date.desc'],
      ['Oldest First', 'release_date.asc'],
      ['Popularity (High to Low)', 'popularity.desc'],
    ];
    for (const [label, sort] of orders) {
      await sortBy(page).selectOption({ label });
      await expect(page).toHaveURL(
        sort === 'popularity.desc' ? /\/search\?query=the$/ : `/search?query=the&sort=${sort}`,
      );
      await expect.poll(() => cardTitles(page)).toEqual(expected(sort));
    }
  });
});

test.describe('search page: pagination', () => {
  test("Prev, Next, numbered pages, '{N} Pages', disabled ends, scroll to top and a fetch per page", async ({
    page,
    request,
  }) => {
    const { total_pages: pages } = await searchApi(request, 'the');
    test.skip(pages < 2, 'the sample catalogue has a single page of "the"');
    await page.goto('/search?query=the');
    const nav = pagination(page);
    await expect(nav.getByText(`${pages} Pages`, { exact: true })).toBeVisible();
    const labels = (current: number) => [
      'Prev',
      ...paginationWindow(current, pages).map((b) => (b.kind === 'page' ? `Page ${b.page}` : '...')),
      'Next',
    ];
    const shown = () =>
      nav
        .locator(':scope > div > *')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent));
    await expect.poll(shown).toEqual(labels(1));
    await expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();

    const requests = recordSearchRequests(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?query=the&page=2$/);
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => requests.map((url) => url.searchParams.get('page'))).toEqual(['2']);
    await expect.poll(shown).toEqual(labels(2));
    await expect(nav.getByRole('button', { name: 'Prev' })).toBeEnabled();

    await nav.getByRole('button', { name: `Page ${pages}` }).click();
    await expect(nav.getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  test('every pagination button is disabled while a page loads', async ({ page, request }) => {
    const { total_pages: pages } = await searchApi(request, 'the');
    test.skip(pages < 2, 'the sample catalogue has a single page of "the"');
    await page.goto('/search?query=the');
    await expect(cards(page).first()).toBeVisible();
    const release = await holdSearch(page);
    const nav = pagination(page);
    const buttons = await nav.getByRole('button').count();
    await nav.getByRole('button', { name: 'Next' }).click();
    const disabled = () =>
      nav
        .getByRole('button')
        .evaluateAll((all) => all.filter((button) => button.matches(':disabled')).length);
    await expect.poll(disabled).toBe(buttons);
    release();
    await expect(nav.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  test('a single page shows no pages label', async ({ page, request }) => {
    const { total_pages: pages } = await searchApi(request, 'brakin bad');
    expect(pages).toBe(1);
    await page.goto('/search?query=brakin%20bad');
    await expect(cards(page)).toHaveCount(1);
    await expect(pagination(page).getByText(/Pages$/)).toHaveCount(0);
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

test.describe('search page: states', () => {
  test('page 1 shows 20 skeleton cards while loading', async ({ page }) => {
    // Held past the first page's wait for its data (800 ms), after which the placeholders show.
    const release = await holdSearch(page);
    await page.goto('/search?query=the');
    await expect(page.getByTestId('search-card-skeleton')).toHaveCount(20);
    release();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('search-card-skeleton')).toHaveCount(0);
  });

  test("the results grid is titled 'SEARCH RESULTS' and passes the accessibility check", async ({ page }) => {
    test.slow(); // axe walks the whole page
    await page.goto('/search?query=the');
    await expect(page.getByRole('heading', { name: 'SEARCH RESULTS' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no match: No results found for "{query}"', async ({ page }) => {
    await page.goto('/search?query=qwxzvbn');
    await expect(page.getByText('No results found for "qwxzvbn"', { exact: true })).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
  });

  test('a failed search shows the connection error', async ({ page }) => {
    await failSearch(page);
    await page.goto('/search?query=the');
    await expect(
      page.getByText('Error: Error fetching search results, try checking your internet connection', {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('the placeholder shows the default text while popular titles are missing, and a failure is only logged', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const call of POPULAR_CALLS) await page.route(call, (route) => route.abort('internetdisconnected'));
    await page.goto('/search');
    await expect.poll(() => errors.filter((text) => text.includes('search placeholder')).length).toBe(2);
    await expect(searchBox(page)).toHaveAttribute('placeholder', DEFAULT_SEARCH_PLACEHOLDER);
    await expect(page.getByTestId('search-empty-placeholder')).toHaveText(DEFAULT_SEARCH_PLACEHOLDER);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the placeholder rotates among popular titles every 5000 ms with a fade', async ({
    page,
    request,
  }) => {
    const titles = new Set<string>();
    for (const list of ['movie', 'tv']) {
      const response = await request.get(`/api/tmdb/3/${list}/popular`);
      for (const item of ((await response.json()) as { results: TMediaItem[] }).results) {
        titles.add(titleOf(item));
      }
    }
    await page.goto('/search');
    const input = searchBox(page);
    await expect.poll(async () => titles.has((await input.getAttribute('placeholder')) ?? '')).toBe(true);
    const first = await input.getAttribute('placeholder');
    await page.waitForFunction(
      () =>
        document.querySelector('input[type=search]')?.getAttribute('data-placeholder-visible') === 'false',
      undefined,
      { polling: 'raf', timeout: 7000 },
    );
    await expect(input).not.toHaveAttribute('placeholder', first ?? '', { timeout: 1000 });
    expect(titles.has((await input.getAttribute('placeholder')) ?? '')).toBe(true);
    await expect(input).toHaveAttribute('data-placeholder-visible', 'true');
  });
});
