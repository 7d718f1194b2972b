import { test, type Page } from '@playwright/test';
import { activeSlide, BROWSE_TEST_TIMEOUT_MS, expect, isNarrow, swipe } from './browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

async function openHome(page: Page) {
  // Fake timers: once the hero shows, time stops and the 5 s rotation moves only when the test says so.
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Trending and popular' });
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^\d+ of \d+$/);
  await stopTheClock(page);
  const count = await page.locator('[aria-roledescription="slide"]').count();
  const label = (await activeSlide(page).getAttribute('aria-label')) ?? '';
  return { hero, count, start: Number(label.split(' ')[0]) };
}

/** Pauses the page's fake clock just ahead of its current time (which keeps moving until then). */
async function stopTheClock(page: Page) {
  for (let margin = 1000; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      // The page's time passed the target before the call arrived (a busy machine): aim further ahead.
      if (margin >= 16_000) throw error;
    }
  }
}

/** Expects slide `n` (counted from 1, wrapping around) to be the one shown. */
async function expectSlide(page: Page, n: number, count: number) {
  const wrapped = ((((n - 1) % count) + count) % count) + 1;
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `${wrapped} of ${count}`);
}

test('the hero is a labelled carousel whose slides are labelled N of M', async ({ page }) => {
  const { hero, count } = await openHome(page);
  await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
  expect(count).toBeGreaterThanOrEqual(5);
  const labels = await page
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')));
  expect(labels).toEqual(Array.from({ length: count }, (_, i) => `${i + 1} of ${count}`));
  // The shown slide: a backdrop, its title, year and rating, an overview and a link to the title page.
  const slide = activeSlide(page);
  await expect(slide.getByRole('heading', { level: 2 })).toHaveAccessibleName(/\S/);
  await expect(slide.getByText(/^\d{4}$/)).toBeVisible();
  await expect(slide.getByRole('link', { name: /^More info/ })).toHaveAttribute(
    'href',
    /^\/(movies|series)\/\d+-/,
  );
  await expect(slide.locator('img').first()).toHaveAttribute('src', /\/img\?url=.*backdrop.*&w=\d+/);
  // Hidden slides are hidden from assistive technology too.
  await expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveCount(count - 1);
});

test('the hero advances every 5 seconds on its own', async ({ page }) => {
  const { hero, count, start } = await openHome(page);
  await expect(hero.locator('[data-slides]')).toHaveAttribute('aria-live', 'off');
  await page.clock.fastForward(5000);
  await expectSlide(page, start + 1, count);
  await page.clock.fastForward(5000);
  await expectSlide(page, start + 2, count);
});

test('the hero turns without moving anything on the page', async ({ page }) => {
  const { count, start } = await openHome(page);
  await page.evaluate(() => {
    const w = window as unknown as { shiftObserver: PerformanceObserver; shifted: number };
    w.shifted = 0;
    w.shiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.shifted += entry.value;
      }
    });
    w.shiftObserver.observe({ type: 'layout-shift' });
  });
  await page.clock.fastForward(5000);
  await expectSlide(page, start + 1, count);
  // The dots' transitions run on the browser's own clock, not the test's.
  await page.waitForFunction(() =>
    document
      .querySelector('[role="tablist"][aria-label="Choose a slide"]')
      ?.getAnimations({ subtree: true })
      .every((animation) => animation.playState === 'finished'),
  );
  const shifted = await page.evaluate(() => {
    const w = window as unknown as { shiftObserver: PerformanceObserver; shifted: number };
    for (const entry of w.shiftObserver.takeRecords() as (PerformanceEntry & { value: number })[]) {
      w.shifted += entry.value;
    }
    return w.shifted;
  });
  expect(shifted).toBe(0);
});

test('the pause button stops the rotation and announces slides politely; play restarts it', async ({
  page,
}) => {
  const { hero, count, start } = await openHome(page);
  const pause = hero.getByRole('button', { name: 'Pause slide rotation' });
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(hero.locator('[data-slides]')).toHaveAttribute('aria-live', 'polite');
  await page.clock.fastForward(12_000);
  await expectSlide(page, start, count);
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await expect(hero.locator('[data-slides]')).toHaveAttribute('aria-live', 'off');
  await page.clock.fastForward(5000);
  await expectSlide(page, start + 1, count);
});

test('the hero pauses while the pointer is over it', async ({ page }) => {
  test.skip(isNarrow(page), 'no hover on phones');
  const { hero, count, start } = await openHome(page);
  await hero.hover();
  await expect(hero).toHaveAttribute('data-rotating', 'false');
  await page.clock.fastForward(12_000);
  await expectSlide(page, start, count);
  await page.mouse.move(5, 790);
  await expect(hero).toHaveAttribute('data-rotating', 'true');
  await page.clock.fastForward(5000);
  await expectSlide(page, start + 1, count);
});

test('arrow keys move the hero, and focus inside pauses it', async ({ page }) => {
  const { hero, count, start } = await openHome(page);
  await activeSlide(page)
    .getByRole('link', { name: /^More info/ })
    .focus();
  await expect(hero).toHaveAttribute('data-rotating', 'false');
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, start + 1, count);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, start - 1, count);
  await page.clock.fastForward(12_000);
  await expectSlide(page, start - 1, count);
});

test('a swipe moves the hero to the next and back to the previous slide', async ({ page }) => {
  const { hero, count, start } = await openHome(page);
  const slides = hero.locator('[data-slides]');
  await swipe(page, slides, -200);
  await expectSlide(page, start + 1, count);
  await swipe(page, slides, 200);
  await expectSlide(page, start, count);
});

test('previous and next buttons wrap around; dots choose a slide', async ({ page }) => {
  const { hero, count, start } = await openHome(page);
  const previous = hero.getByRole('button', { name: 'Previous slide' });
  for (let n = start; n > 1; n--) await previous.click();
  await expectSlide(page, 1, count);
  await previous.click();
  await expectSlide(page, count, count);
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expectSlide(page, 1, count);
  if (isNarrow(page)) {
    // Phones show a counter instead of the dots.
    await expect(hero.getByText(`1 / ${count}`)).toBeVisible();
    return;
  }
  const dots = hero.getByRole('tablist', { name: 'Choose a slide' }).getByRole('tab');
  await expect(dots).toHaveCount(count);
  await dots.nth(3).click();
  await expectSlide(page, 4, count);
  await expect(dots.nth(3)).toHaveAttribute('aria-selected', 'true');
});

test("the hero's first backdrop comes from the page's preload: fetched once, the crop this screen shows", async ({
  page,
}) => {
  const backdropRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('backdrop')) backdropRequests.push(request.url());
  });
  await page.goto('/');
  const preloads = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? ''));
  expect(preloads).toHaveLength(3);
  // The first slide, whichever is shown by now (the hero may have rotated on a slow machine).
  const firstImage = page.locator('[aria-roledescription="slide"]').first().locator('picture img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  const shown = await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc);
  // The image shown is one of the preloaded candidates, and was not fetched a second time.
  const candidates = preloads.flatMap((srcset) =>
    srcset.split(', ').map((entry) => new URL(entry.split(' ')[0] ?? '', shown).href),
  );
  expect(candidates).toContain(shown);
  expect(backdropRequests.filter((url) => url === shown)).toHaveLength(1);
  // Phones get a portrait crop, wider screens a landscape one.
  const crop = new URL(shown).searchParams;
  const [w, h] = [Number(crop.get('w')), Number(crop.get('h'))];
  expect(isNarrow(page) ? h > w : h < w).toBe(true);
});
