import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Browsing pages load many lists and images at once: on a busy machine they get a little longer. */
export const expect = baseExpect.configure({ timeout: 15_000 });
/** Per-test time for browsing specs (they wait on many lists, images and an accessibility scan). */
export const BROWSE_TEST_TIMEOUT_MS = 60_000;

/** Phones (under 700 px) see 10 cards per row and a top list of 10; wider screens 15. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 700;
}

export function displayLimit(page: Page): number {
  return isNarrow(page) ? 10 : 15;
}

/** A titled browsing section (row, grid, rail) by its exact heading. */
export function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** How many titles a catalogue list answers with on its first page. */
export async function listLength(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`/api/tmdb/3/${path}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: unknown[] };
  return body.results.length;
}

/**
 * Checks a carousel row once a visitor has scrolled to it (until then a row far from the screen holds only its
 * first screen's worth of cards): its heading, and that it shows 15 cards (10 on phones) or all it has if fewer.
 */
export async function expectRow(page: Page, title: string, available: number, rowLimit = 15): Promise<void> {
  const row = section(page, title);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('heading', { name: title })).toBeVisible();
  const holds = Math.min(available, rowLimit, 100);
  const shown = Math.min(holds, displayLimit(page));
  await expect(row.getByTestId('media-card')).toHaveCount(shown);
  const showAll = row.getByRole('button', { name: new RegExp(`^Show all ${holds}`) });
  await expect(showAll).toHaveCount(holds > shown ? 1 : 0);
}

/** The hero slide being shown: its 'N of M' label. */
export function activeSlide(page: Page): Locator {
  return page.locator('[aria-roledescription="slide"][data-active="true"]');
}

/** A horizontal swipe across an element: a real touch gesture on touch devices, touch pointer events elsewhere. */
export async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2 - dx / 2;
  const hasTouch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (hasTouch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + (dx * step) / 5, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  const init = { pointerType: 'touch', isPrimary: true, pointerId: 7, clientY: y };
  await target.dispatchEvent('pointerdown', { ...init, clientX: x });
  await target.dispatchEvent('pointerup', { ...init, clientX: x + dx });
}

/** The sum of layout shifts since the page started loading (Cumulative Layout Shift without windows). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}
