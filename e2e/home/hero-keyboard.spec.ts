import { test, type Locator, type Page } from '@playwright/test';
import { activeSlide, BROWSE_TEST_TIMEOUT_MS, expect } from './browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

const heroOf = (page: Page) => page.getByRole('region', { name: 'Trending and popular' });

/** Puts a focusable marker just before the hero, focuses it, and returns what each Tab press focuses next. */
async function tabThroughHero(page: Page, hero: Locator): Promise<string[]> {
  await hero.evaluate((section) => {
    const marker = document.createElement('button');
    marker.id = 'before-hero';
    marker.textContent = 'before';
    section.before(marker);
    marker.focus();
  });
  const stops: string[] = [];
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused?.closest('[aria-roledescription="carousel"]')) return undefined;
      return `${focused.getAttribute('role') ?? focused.tagName.toLowerCase()}: ${focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? ''}`;
    });
    if (stop === undefined) break;
    stops.push(stop);
  }
  return stops;
}

async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  const hero = heroOf(page);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^\d+ of \d+$/);
  const count = await page.locator('[aria-roledescription="slide"]').count();
  return { hero, count };
}

test("the hero costs at most 3 Tab stops: its slide picker and the shown slide's own buttons", async ({
  page,
}) => {
  const { hero } = await openHome(page);
  const stops = await tabThroughHero(page, hero);
  expect(stops.length, stops.join('\n')).toBeGreaterThanOrEqual(2);
  expect(stops.length, stops.join('\n')).toBeLessThanOrEqual(3);
  expect(stops.filter((stop) => stop.startsWith('tab: Slide '))).toHaveLength(1);
  // Tabbing on leaves the hero (nothing else of it is in the Tab order).
  await expect(hero.locator(':focus')).toHaveCount(0);
});

test('arrow keys, Home and End move between slides on the slide picker; keyboard focus stops the rotation', async ({
  page,
}) => {
  const { hero, count } = await openHome(page);
  await tabThroughHero(page, hero);
  // Back into the hero's one picker stop, by keyboard.
  const picker = hero.getByRole('tablist', { name: 'Choose a slide' });
  const selectedTab = picker.getByRole('tab', { selected: true });
  for (let i = 0; i < 30 && !(await selectedTab.evaluate((tab) => tab === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(selectedTab).toBeFocused();
  await expect(hero.getByRole('button', { name: 'Pause slide rotation' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.keyboard.press('Home');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `2 of ${count}`);
  await expect(picker.getByRole('tab', { selected: true })).toBeFocused();
  await expect(picker.getByRole('tab', { selected: true })).toHaveAttribute('aria-label', /^Slide 2 of /);
  await page.keyboard.press('End');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `${count} of ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `${count} of ${count}`);
  // The tab controls the slide it selects.
  const controlled = await picker.getByRole('tab', { selected: true }).getAttribute('aria-controls');
  await expect(activeSlide(page)).toHaveAttribute('id', controlled ?? '');

  // Stopped for good: leaving the hero does not restart it, the play button does.
  await page.keyboard.press('Tab');
  await expect(hero).toHaveAttribute('data-rotating', 'false');
  await page.clock.fastForward(12_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `${count} of ${count}`);
});

test("the shown slide's links are reached from the picker and arrow keys move the hero from them too", async ({
  page,
}) => {
  const { hero, count } = await openHome(page);
  const stops = await tabThroughHero(page, hero);
  const linkStops = stops.filter((stop) => !stop.startsWith('tab: '));
  expect(linkStops.length).toBeGreaterThanOrEqual(1);
  // Shift+Tab back onto the slide's first own link.
  const slideLink = activeSlide(page).getByRole('link').first();
  for (let i = 0; i < 10 && !(await slideLink.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(slideLink).toBeFocused();
  const before = Number(((await activeSlide(page).getAttribute('aria-label')) ?? '').split(' ')[0]);
  await page.keyboard.press('ArrowRight');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `${(before % count) + 1} of ${count}`);
  // Focus moved to the new slide's tab, not lost with the hidden slide.
  await expect(hero.getByRole('tab', { selected: true })).toBeFocused();
});
