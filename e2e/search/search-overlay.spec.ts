import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  holdSearch,
  failSearch,
  headerSearchButton,
  openSearchOverlay,
  recordSearchRequests,
  searchApi,
  titlesOnly,
  typeFast,
} from './search-support.ts';
import { proveNothingHappensWithin } from '../support/waits.ts';

const overlayInput = (page: Page) =>
  page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search movies and series' });

test.describe('search overlay: opening and closing', () => {
  test('the header search control opens a modal dialog with focus in its input', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(overlayInput(page)).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Advanced Search/Filter' })).toBeVisible();
  });

  test('ESC closes it and focus returns to the opener', async ({ page }) => {
    await page.goto('/');
    await openSearchOverlay(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(headerSearchButton(page)).toBeFocused();
  });

  test('the Close button closes it and focus returns to the opener', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(headerSearchButton(page)).toBeFocused();
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    await page.goto('/');
    await openSearchOverlay(page);
    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    await page.getByTestId('search-overlay-backdrop').click({ position: { x: 8, y: viewport.height - 8 } });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the search icon goes to /search?query={text} and closes it', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await overlayInput(page).fill('brakin bad');
    await dialog.getByRole('button', { name: 'Open the search page' }).click();
    await expect(page).toHaveURL(/\/search\?query=brakin\+bad$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search movies and series' })).toHaveValue('brakin bad');
    await expect(page.getByTestId('media-card').filter({ hasText: 'Breaking Bad' })).toBeVisible();
  });

  test("the 'Advanced Search/Filter' link goes to /search?query= and closes it", async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await overlayInput(page).fill('dune');
    await dialog.getByRole('link', { name: 'Advanced Search/Filter' }).click();
    await expect(page).toHaveURL(/\/search\?query=$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('So Empty..... Try Searching')).toBeVisible();
  });

  test('following a result goes to the title page and closes it', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await overlayInput(page).fill('brakin bad');
    await dialog.getByRole('option', { name: /Breaking Bad/ }).click();
    await expect(page).toHaveURL(/\/series\/1396-breaking-bad$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('navigating to a route not starting with /search closes it', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await dialog.getByRole('link', { name: 'Advanced Search/Filter' }).click();
    await expect(page).toHaveURL(/\/search\?query=$/);
    await openSearchOverlay(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('search overlay: while open', () => {
  test('the page behind does not scroll, and scrolls again after closing', async ({ page }) => {
    await page.goto('/search?query=the');
    await expect(page.getByTestId('media-card').first()).toBeVisible();
    await openSearchOverlay(page);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.mouse.move(8, (page.viewportSize()?.height ?? 800) - 8);
    await page.mouse.wheel(0, 600);
    await proveNothingHappensWithin(page, 400, 'the wheel does not scroll the page behind');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('Tab and Shift+Tab keep focus inside it', async ({ page }) => {
    test.slow(); // many key presses
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await overlayInput(page).fill('brakin bad');
    await expect(dialog.getByTestId('search-result')).toHaveCount(1);
    // Every element that takes focus while tabbing past both ends of the dialog (4 stops) must be inside it.
    await dialog.evaluate((root) => {
      const outside: string[] = [];
      document.addEventListener('focusin', (event) => {
        if (!root.contains(event.target as Node)) outside.push(String(event.target));
      });
      (window as unknown as { focusOutside: string[] }).focusOutside = outside;
    });
    for (let i = 0; i < 7; i++) await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (window as unknown as { focusOutside: string[] }).focusOutside)).toEqual(
      [],
    );
    await overlayInput(page).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Open the search page' })).toBeFocused();
    // Results are no Tab stops (the arrow keys reach them from the box): back round to the last link.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Advanced Search/Filter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Open the search page' })).toBeFocused();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    test.slow(); // axe walks the whole page
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('the');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('search overlay: searching', () => {
  test('typing fires one search 300 ms after the last change', async ({ page }) => {
    const requests = recordSearchRequests(page);
    await page.goto('/');
    await openSearchOverlay(page);
    await typeFast(overlayInput(page), 'brakin bad');
    await expect(page.getByTestId('search-result')).toHaveCount(1);
    await proveNothingHappensWithin(page, 500, 'no search follows the debounced one');
    expect(requests.map((url) => url.searchParams.get('query'))).toEqual(['brakin bad']);
  });

  test('an empty query clears the results and makes no request', async ({ page }) => {
    const requests = recordSearchRequests(page);
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('   ');
    await proveNothingHappensWithin(page, 600, 'blanks ask for no search');
    expect(requests).toHaveLength(0);
    await overlayInput(page).fill('brakin bad');
    await expect(page.getByTestId('search-result')).toHaveCount(1);
    await overlayInput(page).fill('');
    await expect(page.getByTestId('search-result')).toHaveCount(0);
    await proveNothingHappensWithin(page, 600, 'an emptied query asks for no search');
    expect(requests).toHaveLength(1);
    await expect(page.getByText('No results found')).toHaveCount(0);
  });

  test('4 skeleton placeholders show while fetching', async ({ page }) => {
    const release = await holdSearch(page);
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('brakin bad');
    await expect(page.getByTestId('search-result-skeleton')).toHaveCount(4);
    release();
    await expect(page.getByTestId('search-result')).toHaveCount(1);
    await expect(page.getByTestId('search-result-skeleton')).toHaveCount(0);
  });

  test('a series result: 92 px poster, name, first-air year marked (first release), rating, overview cut at 85', async ({
    page,
    request,
  }) => {
    const [series] = (await searchApi(request, 'brakin bad')).results;
    expect(series?.overview?.length ?? 0).toBeGreaterThan(85);
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('brakin bad');
    const card = page.getByTestId('search-result');
    await expect(card.getByTestId('search-result-title')).toHaveText('Breaking Bad');
    await expect(card.getByTestId('search-result-year')).toHaveText('2008 (first release)');
    await expect(card.getByTestId('search-result-rating')).toHaveText('Rating 8.9');
    await expect(card.getByTestId('search-result-overview')).toHaveText(
      `${series?.overview?.slice(0, 85)}...`,
    );
    const poster = card.locator('img');
    await expect(poster).toHaveAttribute('src', /w=92/);
    expect((await poster.boundingBox())?.width).toBe(92);
  });

  test('a movie result shows its release year', async ({ page }) => {
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('godfather');
    const card = page
      .getByTestId('search-result')
      .filter({ hasText: /^The Godfather/ })
      .first();
    await expect(card.getByTestId('search-result-year')).toHaveText('1972');
    await expect(card).toHaveAttribute('href', '/movies/238-the-godfather');
  });

  test('only movie and tv results are shown', async ({ page, request }) => {
    const { results } = await searchApi(request, 'star');
    const people = results.filter((item) => item.media_type === 'person');
    expect(people.length).toBeGreaterThan(0);
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('star');
    await expect(page.getByTestId('search-result')).toHaveCount(titlesOnly(results).length);
    for (const person of people) {
      await expect(page.getByTestId('search-result').filter({ hasText: person.name ?? '' })).toHaveCount(0);
    }
  });

  test("'No results found' when nothing matches", async ({ page }) => {
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('qwxzvbn');
    await expect(page.getByRole('dialog').getByText('No results found', { exact: true })).toBeVisible();
  });

  test("a failed search shows 'Error fetching search results' beneath the box and logs it", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await failSearch(page);
    await page.goto('/');
    await openSearchOverlay(page);
    await overlayInput(page).fill('dune');
    const error = page.getByRole('dialog').getByText('Error fetching search results', { exact: true });
    await expect(error).toBeVisible();
    const [box, input] = [await error.boundingBox(), await overlayInput(page).boundingBox()];
    expect(box!.y).toBeGreaterThan(input!.y + input!.height);
    expect(errors.some((text) => text.includes('Error fetching search results'))).toBe(true);
  });
});

test.describe('search overlay: the box is a combobox', () => {
  test('arrow keys move the highlight through the results; Enter opens the highlighted one', async ({
    page,
  }) => {
    test.slow(); // many key presses, each checked
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    const box = overlayInput(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('the');
    const list = dialog.getByRole('listbox', { name: 'Search results' });
    const options = list.getByRole('option');
    // The site's first search builds its index: it may take a while on a busy machine.
    await expect(options.nth(2)).toBeVisible({ timeout: 20_000 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    const count = await options.count();
    const highlighted = async (index: number) => {
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await options.nth(index).getAttribute('id')) ?? '',
      );
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(list.locator('[aria-selected="true"]')).toHaveCount(1);
    };

    await box.press('ArrowDown');
    await highlighted(0);
    await box.press('ArrowDown');
    await highlighted(1);
    await box.press('ArrowUp');
    await highlighted(0);
    await box.press('ArrowUp');
    await highlighted(count - 1);
    await box.press('ArrowDown');
    await highlighted(0);
    await box.press('ArrowDown');
    await highlighted(1);
    // Focus never leaves the box while the highlight moves.
    await expect(box).toBeFocused();

    const href = await options.nth(1).getAttribute('href');
    expect(href).toMatch(/^\/(movies|series)\/\d+-/);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Enter with nothing highlighted opens the search page for the text', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await overlayInput(page).fill('brakin bad');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await overlayInput(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?query=brakin\+bad$/);
  });

  test('a new search starts with nothing highlighted', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    const box = overlayInput(page);
    await box.fill('godfather');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /\S/);
    await box.fill('brakin bad');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(dialog.locator('[aria-selected="true"]')).toHaveCount(0);
  });

  test('Escape clears the box first, and closes the overlay when it is empty', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    const box = overlayInput(page);
    await box.fill('brakin bad');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(headerSearchButton(page)).toBeFocused();
  });

  test('a screen reader names each result by its title, year and kind', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearchOverlay(page);
    await overlayInput(page).fill('brakin bad');
    await expect(dialog.getByRole('option')).toHaveAccessibleName(
      /^Breaking Bad\s*,\s*2008 \(first release\)\s*,\s*Series\b/,
    );
    // The overview is no part of the name: it is the option's description.
    await expect(dialog.getByRole('option')).toHaveAccessibleDescription(/\S/);
    await overlayInput(page).fill('godfather');
    await expect(
      dialog.getByRole('option', { name: /^The Godfather\s*,\s*1972\s*,\s*Movie\b/ }),
    ).toBeVisible();
  });
});
