import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

test.describe.configure({ timeout: 90_000 });

/** The key pages, each with what shows once its first screen has its data. */
const PAGES: readonly { name: string; path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] =
  [
    { name: 'home', path: '/', ready: (page) => page.getByRole('tab', { selected: true }) },
    {
      name: 'a title page',
      path: '/movies/832',
      ready: (page) => page.getByRole('heading', { name: 'Cast & Crew', exact: true }),
    },
    {
      name: 'the search page',
      path: '/search?query=the',
      ready: (page) => page.getByRole('heading', { name: 'SEARCH RESULTS' }),
    },
    ...(['player', 'account', 'appearance', 'notifications', 'content'] as const).map((tab) => ({
      name: `the account page's ${tab} tab`,
      path: `/account?tab=${tab}`,
      ready: (page: Page) => page.getByRole('tabpanel'),
    })),
  ];

/** Scrolls to the bottom and back, so the sections built near the viewport are built and checked too. */
async function buildEverySection(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // The visitor's stored choice, as the theme switch keeps it (dark otherwise).
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    });

    for (const { name, path, ready } of PAGES) {
      test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
        test.slow(); // axe walks the whole page
        await page.goto(path);
        await expect(ready(page).first()).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
          .toBe(theme === 'dark');
        await buildEverySection(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
