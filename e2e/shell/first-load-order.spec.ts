import { expect, test } from '@playwright/test';

// The first load draws the page first and the site's bars and footer a task later, in the space kept for them: nothing on
// the page moves when they arrive (at both widths: the bars differ).
test('the page is drawn before the top bar, in the place it keeps once the bar is there', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: { mainTop: number; hasBar: boolean; hasFooter: boolean }[] = [];
    (window as { mainPlaces?: typeof seen }).mainPlaces = seen;
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main?.firstElementChild) return;
      seen.push({
        mainTop: main.getBoundingClientRect().top,
        hasBar: document.querySelector('header') !== null,
        hasFooter: document.querySelector('footer') !== null,
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const finalTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
  const places = await page.evaluate(
    () =>
      (window as { mainPlaces?: { mainTop: number; hasBar: boolean; hasFooter: boolean }[] }).mainPlaces ??
      [],
  );
  // Drawn before the bar and the footer (a new visit opens at the top: the page's first screen has its own
  // task; after a reload the footer comes with it, scroll-restoration.spec.ts)...
  expect(places.some(({ hasBar, hasFooter }) => !hasBar && !hasFooter)).toBe(true);
  // ...and never anywhere but where it stays.
  expect(new Set(places.map(({ mainTop }) => mainTop))).toEqual(new Set([finalTop]));
});
