// Helpers of the notices tests: the lists the server would send, the local storage keys, a fixed clock.
import type { BrowserContext, Page } from '@playwright/test';

export const T0 = new Date('2026-06-15T10:00:00');
export const DAY = 86_400_000;

/** Answers /modalData.json (the announcements) with these items, for every page of the context. */
export function serveAnnouncements(target: Page | BrowserContext, items: unknown[]) {
  return target.route('**/modalData.json', (route) => route.fulfill({ json: items }));
}

/**
 * Gives every page of the context these info boxes, where the server puts them: in each page's HTML (the meta
 * tag the first render reads) and at /infoBoxes.json.
 */
export async function serveInfoBoxes(target: Page | BrowserContext, boxes: unknown[]) {
  const content = JSON.stringify(boxes).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  await target.route('**/infoBoxes.json', (route) => route.fulfill({ json: boxes }));
  await target.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<meta name="marquee-info-boxes" content="[^"]*">/,
      `<meta name="marquee-info-boxes" content="${content}">`,
    );
    return route.fulfill({ response, body: html });
  });
}

export function serveAds(target: Page | BrowserContext, ads: unknown[]) {
  return target.route('**/ads.json', (route) => route.fulfill({ json: ads }));
}

/** Puts values in localStorage before the app's first script, once per context (not again on reload). */
export function seedLocalStorage(context: BrowserContext, values: Record<string, unknown>) {
  return context.addInitScript((entries) => {
    if (localStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    localStorage.setItem('e2e-seeded', '1');
  }, values);
}

export function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
}

export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/**
 * Sums the layout shifts that happen from the first request to a URL ending in `suffix` on (a notice arriving
 * must move nothing); read it with `shiftsAfter(page)`.
 */
export function recordShiftsAfterRequest(page: Page, suffix: string) {
  return page.addInitScript((ending) => {
    const w = window as unknown as { shiftsAfter: number; requestedAt: number };
    w.shiftsAfter = 0;
    w.requestedAt = Number.POSITIVE_INFINITY;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.endsWith(ending)) w.requestedAt = Math.min(w.requestedAt, entry.startTime);
      }
    }).observe({ type: 'resource', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        if (entry.startTime >= w.requestedAt) w.shiftsAfter += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, suffix);
}

export function shiftsAfter(page: Page): Promise<{ requestedAt: number; shifts: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { shiftsAfter: number; requestedAt: number };
    return { requestedAt: w.requestedAt, shifts: w.shiftsAfter };
  });
}
