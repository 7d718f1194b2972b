import { expect, test, type Page } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');

// Two pages taller than the desktop viewport that need no catalogue data.
const TERMS = { path: '/tos', heading: 'Terms of Service' };
const DMCA = { path: '/dmca', heading: 'DMCA Policy' };

async function expectPage(page: Page, { heading }: { heading: string }) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

function expectScrollY(page: Page, y: number) {
  return expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test('a new page loaded in the same tab opens at the top; Back, Forward and reload restore each position', async ({
  page,
}) => {
  await page.goto(TERMS.path);
  await expectPage(page, TERMS);
  await scrollTo(page, 300);

  // A new document in the same tab (a typed address): not the previous page's position.
  await page.goto(DMCA.path);
  await expectPage(page, DMCA);
  await expectScrollY(page, 0);
  await scrollTo(page, 150);

  await page.goBack();
  await expectPage(page, TERMS);
  await expectScrollY(page, 300);

  await page.reload();
  await expectPage(page, TERMS);
  await expectScrollY(page, 300);

  await page.goForward();
  await expectPage(page, DMCA);
  await expectScrollY(page, 150);

  // The same address loaded again is a new entry too.
  await page.goto(TERMS.path);
  await expectPage(page, TERMS);
  await expectScrollY(page, 0);
});

test('a link from the first page opens the next at the top; Back restores the first page', async ({
  page,
}) => {
  await page.goto(TERMS.path);
  await expectPage(page, TERMS);
  await scrollTo(page, 300);

  // A click event, not a pointer click: that would first scroll the footer link into view.
  await page.getByRole('contentinfo').getByRole('link', { name: 'DMCA', exact: true }).dispatchEvent('click');
  await expectPage(page, DMCA);
  await expectScrollY(page, 0);

  await page.goBack();
  await expectPage(page, TERMS);
  await expectScrollY(page, 300);
});
