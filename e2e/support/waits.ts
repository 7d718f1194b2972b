// How the browser tests wait. They wait for states (web-first assertions, expect.poll, page.clock); a fixed
// wait is used only to show that something does NOT happen, which has no state to wait for.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';

/**
 * Lets `ms` pass to prove that `what` does not happen in it (no request goes out, no reload, nothing changes);
 * the caller then checks it. `what` names the step in the report.
 */
export async function proveNothingHappensWithin(page: Page, ms: number, what: string): Promise<void> {
  await test.step(`nothing within ${ms} ms: ${what}`, () => page.waitForTimeout(ms));
}

/**
 * Holds every answer to `url` back until the returned function is called, so a loading state stays on screen
 * for as long as the test looks at it.
 */
export async function holdAnswers(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * With the page's clock paused (`page.clock.pauseAt`), moves it on 100 ms at a time until `locator` shows, so
 * what the page waits on (its loads, hls.js's timers) goes on, while a timer started by the locator's showing
 * has counted at most one step however slowly the machine got there.
 */
export async function stepClockUntilVisible(page: Page, locator: Locator, timeout = 20_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.clock.runFor(100);
        return false;
      },
      { timeout, intervals: [50] },
    )
    .toBe(true);
}
