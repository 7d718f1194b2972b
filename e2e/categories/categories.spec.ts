import { expect, test } from '@playwright/test';
import { CATEGORIES, heroCategories, highlightCategories } from '@marquee/domain';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectNoSideScroll } from '../support/browse-pages.ts';

test.describe('categories landing', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  });

  test('a hero of 8 genres, each pictured by a backdrop of its top title and linking to its page', async ({
    page,
  }) => {
    const tiles = page.getByTestId('genre-hero-tile');
    await expect(tiles).toHaveCount(8);
    const hero = heroCategories();
    for (const [index, category] of hero.entries()) {
      const link = tiles.nth(index).getByRole('link');
      await expect(link).toHaveAttribute('href', `/categories/${category.slug}`);
      await expect(link).toContainText(category.name);
      await expect(link.locator('img')).toHaveAttribute('src', /backdrop/);
    }
    // Each tile shows a different picture (once every genre's list has come: a tile whose own title is
    // taken by an earlier tile moves on to its next one).
    await expect
      .poll(async () => {
        const sources = await tiles
          .locator('img')
          .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
        return new Set(sources).size;
      })
      .toBe(8);
  });

  test('Trending Now is a row of trending titles', async ({ page }) => {
    const row = page.getByRole('region', { name: 'Trending Now', exact: true });
    await expect(row.getByTestId('media-card').first()).toBeVisible();
    expect(await row.getByTestId('media-card').count()).toBeGreaterThanOrEqual(5);
  });

  test("highlights for the first 6 genres with 5 titles each and 'See all' to the genre page", async ({
    page,
  }) => {
    const highlights = page.getByTestId('genre-highlight');
    await expect(highlights).toHaveCount(6);
    for (const [index, category] of highlightCategories().entries()) {
      const highlight = highlights.nth(index);
      await expect(highlight.getByRole('heading', { name: category.name })).toBeAttached();
      await expect(highlight.getByTestId('highlight-item')).toHaveCount(5);
      await expect(highlight.getByRole('link', { name: `See all ${category.name}` })).toHaveAttribute(
        'href',
        `/categories/${category.slug}`,
      );
    }
  });

  test('all categories link to their pages', async ({ page }) => {
    const all = page.getByTestId('all-categories');
    const links = all.getByRole('link');
    await expect(links).toHaveCount(CATEGORIES.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(CATEGORIES.map((c) => `/categories/${c.slug}`));
    await links.filter({ hasText: 'Documentary' }).click();
    await expect(page).toHaveURL(/\/categories\/documentary$/);
    await expect(page.getByRole('heading', { name: 'Documentary', level: 1 })).toBeVisible();
  });

  test('fits the screen and has no serious accessibility violations', async ({ page }) => {
    await expect(page.getByTestId('highlight-item')).toHaveCount(30);
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
