// Helpers of the title-page tests: catalogue answers, the page's JSON-LD and meta, toasts, fixed clocks.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const expectSoon = expect.configure({ timeout: 15_000 });

const HOUR = 60 * 60 * 1000;
export const MINUTE = 60 * 1000;

/** A catalogue answer, straight from the server. */
export async function catalogue<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/tmdb/3/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The time `hours` after midnight UTC of a TMDB date, shifted by `offsetMs`. */
export function hoursAfter(date: string, hours: number, offsetMs = 0): Date {
  return new Date(Date.parse(date) + hours * HOUR + offsetMs);
}

/** The page's JSON-LD objects. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** A meta tag's content, by name or property. */
export function metaContent(page: Page, key: string): Promise<string | null> {
  return page.locator(`meta[name="${key}"], meta[property="${key}"]`).last().getAttribute('content');
}

/** A toast by its text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Sums the page's unexpected layout shifts (CLS as Lighthouse counts it, without session windows). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/**
 * Every source search of the page finds nothing: the provider chain answers `trying` then `none`, so the failure texts and retries can be seen whatever providers run.
 */
export async function findNoSources(page: Page): Promise<void> {
  await page.route('**/api/sources/search', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body:
        'event: trying\ndata: {"provider":"demo","name":"Demo","chain":["demo"]}\n\n' +
        'event: none\ndata: {"tried":["demo"]}\n\n',
    }),
  );
}

/** Moves the page's fake clock on 400 ms at a time (the retry delay) until `target` shows. */
export async function runClockUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.clock.runFor(400);
        return target.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
