import { expect, type Page } from '@playwright/test';

/** Any path the app does not know: the Not-found page inside the full shell, with no catalogue data needed. */
export const SHELL_PAGE = '/shell-test-page';

/** The phone project (below the lg breakpoint, where the bottom bar replaces the top links). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Makes the page tall enough to scroll past the floating buttons' thresholds. */
export async function makePageTall(page: Page): Promise<void> {
  // The shell renders once the route's code has loaded, which may be after the load event.
  await page.locator('#main').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const main = document.getElementById('main');
    if (main) main.style.minHeight = '4000px';
  });
}

/** Scrolls to a position and waits until the page is there. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** Opens the navigation menu the way the viewport offers it (top bar on desktop, bottom bar on phones). */
export async function openMenu(page: Page): Promise<void> {
  const opener = isPhone(page)
    ? page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' })
    : page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await opener.click();
}
