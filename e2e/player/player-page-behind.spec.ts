import { expect, test } from '@playwright/test';
import { player } from './player-helpers.ts';

// While the player covers the screen the page under it is not rendered (opening a modal dialog over a long page
// restyled all of it); closing the player shows the page again where it was.
test.skip(({ isMobile }) => isMobile, 'the page behind the player is the same at every width');

test('the page under the player is not rendered while it plays, and is back where it was after', async ({
  page,
}) => {
  await page.goto('/movies/832-m');
  // Scrolled once the page is drawn whole (its footer comes a task after its first screen).
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 300));
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  }).toPass();
  const pageRendering = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('main[data-page]')!).contentVisibility);
  expect(await pageRendering()).toBe('visible');

  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await expect(player(page)).toBeVisible();
  expect(await pageRendering()).toBe('hidden');
  // The page keeps its height under the player, so nothing scrolls.
  expect(await page.evaluate(() => window.scrollY)).toBe(300);

  await page.keyboard.press('Escape');
  await expect(player(page)).toHaveCount(0);
  expect(await pageRendering()).toBe('visible');
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  await expect(page.getByRole('button', { name: 'Watch', exact: true }).first()).toBeVisible();
});
