import { expect, test, type Locator, type Page } from '@playwright/test';

// The account page's tabs scroll sideways where they do not fit (a phone), and show it: the edge with more tabs
// beyond fades, with an arrow, and the chosen tab is scrolled into view.

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Account sections' });

/** Whether the whole tab shows inside the list's visible box. */
async function isWhollyShown(list: Locator, tab: Locator): Promise<boolean> {
  const outer = (await list.boundingBox())!;
  const inner = (await tab.boundingBox())!;
  return inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;
}

test('on a phone the tabs show that they scroll, and the chosen tab is scrolled into view', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'all five tabs fit at 1280 px');
  await page.goto('/account?tab=player');
  const list = tabList(page);
  const notifications = list.getByRole('tab', { name: 'Notifications' });
  await expect(list.getByRole('tab', { name: 'Player' })).toHaveAttribute('aria-selected', 'true');
  expect(await isWhollyShown(list, notifications)).toBe(false);
  await expect(page.getByTestId('tab-list-fade-forward')).toHaveAttribute('data-shown', 'true');
  await expect(page.getByTestId('tab-list-fade-back')).toHaveAttribute('data-shown', 'false');

  // Its arrow scrolls the list on.
  await page.getByTestId('tab-list-fade-forward').locator('button').click();
  await expect(page.getByTestId('tab-list-fade-back')).toHaveAttribute('data-shown', 'true');

  // A tab chosen by the address is scrolled into view.
  await page.goto('/account?tab=notifications');
  await expect(notifications).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => isWhollyShown(list, notifications)).toBe(true);
  await expect(page.getByTestId('tab-list-fade-back')).toHaveAttribute('data-shown', 'true');
});

test('where every tab fits, no edge fades', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the tabs overflow at 390 px');
  await page.goto('/account?tab=notifications');
  const list = tabList(page);
  await expect(list.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Player', 'Account', 'Appearance', 'Notifications', 'Content']) {
    expect(await isWhollyShown(list, list.getByRole('tab', { name }))).toBe(true);
  }
  await expect(page.getByTestId('tab-list-fade-forward')).toHaveAttribute('data-shown', 'false');
  await expect(page.getByTestId('tab-list-fade-back')).toHaveAttribute('data-shown', 'false');
});
