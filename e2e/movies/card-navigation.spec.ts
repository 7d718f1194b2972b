import { test } from '@playwright/test';
import { BROWSE_TEST_TIMEOUT_MS, expect, section } from '../home/browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

test('a card opens its title in the app, through a view transition, without reloading the page', async ({
  page,
}) => {
  // Counts the view transitions the page starts, and marks the document: a full page load would lose the mark.
  await page.addInitScript(() => {
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    (window as unknown as { viewTransitions: number }).viewTransitions = 0;
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      (window as unknown as { viewTransitions: number }).viewTransitions += 1;
      return start(update);
    }) as typeof document.startViewTransition;
  });
  await page.goto('/movies');
  const card = section(page, 'Featured Movies').getByTestId('media-card').first().getByRole('link').first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/movies\/\d+-/);
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await card.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
  expect(await page.evaluate(() => (window as unknown as { viewTransitions?: number }).viewTransitions)).toBe(
    1,
  );
});
