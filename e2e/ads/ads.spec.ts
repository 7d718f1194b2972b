import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  DAY,
  T0,
  isNarrow,
  recordShiftsAfterRequest,
  serveAds,
  shiftsAfter,
  storedJson,
} from '../notices/notices-helpers.ts';

// The machine may be busy: a page of many pictures can take a while to reach its idle time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

const slots = (page: Page) => page.getByRole('complementary', { name: 'Advertisement' });
const today = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test("the home page's two slots show our house ads, at the slot's size, with 'Why ads?'", async ({
  page,
}) => {
  await page.goto('/');
  await expect(slots(page)).toHaveCount(2);
  for (const slot of await slots(page).all()) {
    await slot.scrollIntoViewIfNeeded();
    const picture = slot.getByRole('img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Phones get the narrow picture, computers the banner.
    const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(source).toMatch(isNarrow(page) ? /\/site\/ads\/\w+-mobile\.gif$/ : /\/site\/ads\/\w+\.gif$/);
    if (!isNarrow(page)) expect(source).not.toContain('-mobile');
    const box = await slot.boundingBox();
    expect(box?.height).toBe(isNarrow(page) ? 100 : 90);
    await expect(slot.getByRole('link', { name: 'Why ads?' })).toHaveAttribute('href', '/ads');
    await expect(slot.getByRole('link', { name: /donat|advertis/i }).first()).toHaveAttribute(
      'href',
      /^\/(donate|advertise)$/,
    );
  }
});

test('the ad arrives without moving anything on the page', async ({ page }) => {
  await recordShiftsAfterRequest(page, '/ads.json');
  await page.goto('/');
  await expect(slots(page).first().getByRole('img')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { requestedAt, shifts } = await shiftsAfter(page);
  expect(requestedAt).toBeLessThan(Infinity);
  expect(shifts).toBe(0);
});

test('a dismissed ad stays away for the rest of the day and comes back the next', async ({
  page,
  context,
}) => {
  await serveAds(context, [
    {
      id: 'only',
      gifUrl: '/site/ads/donate.gif',
      mobileGifUrl: '/site/ads/donate-mobile.gif',
      link: '/donate',
      alt: 'Donate to Marquee',
    },
  ]);
  await page.clock.install({ time: T0 });
  await page.goto('/movies');
  const slot = slots(page).first();
  await expect(slot.getByRole('link', { name: 'Donate to Marquee' })).toBeVisible();
  await slot.getByRole('button', { name: 'Hide this ad for today' }).click();
  await expect(slot.locator('[data-ad-state="no-ad"]')).toBeAttached();
  await expect(slot.getByRole('img')).toHaveCount(0);
  await expect(slot).toContainText('Advertisement');
  expect(await storedJson(page, 'dismissedAds')).toEqual({ only: today(T0) });

  // Late the same day, still hidden.
  const lateEvening = new Date(T0);
  lateEvening.setHours(23, 59);
  const sameDay = await context.newPage();
  await sameDay.clock.install({ time: lateEvening });
  await sameDay.goto('/movies');
  await expect(slots(sameDay).first().locator('[data-ad-state="no-ad"]')).toBeAttached();
  await expect(slots(sameDay).first().getByRole('img')).toHaveCount(0);

  const nextDay = await context.newPage();
  await nextDay.clock.install({ time: new Date(T0.getTime() + DAY) });
  await nextDay.goto('/movies');
  await expect(slots(nextDay).first().getByRole('link', { name: 'Donate to Marquee' })).toBeVisible();
});

test('an ad outside its dates is not shown; the slot keeps its place', async ({ page, context }) => {
  await serveAds(context, [
    { id: 'over', gifUrl: '/site/ads/donate.gif', link: '/donate', alt: 'Over', endDate: '2026-06-14' },
    { id: 'later', gifUrl: '/site/ads/donate.gif', link: '/donate', alt: 'Later', startDate: '2026-06-16' },
  ]);
  await page.clock.install({ time: T0 });
  await page.goto('/series');
  const slot = slots(page).first();
  await expect(slot.locator('[data-ad-state="no-ad"]')).toBeAttached();
  await expect(slot.getByRole('img')).toHaveCount(0);
  expect((await slot.boundingBox())?.height).toBe(isNarrow(page) ? 100 : 90);
});

test('the search page with no query shows an ad slot with a house ad', async ({ page }) => {
  await page.goto('/search?query=');
  await expect(slots(page).getByRole('img')).toBeVisible();
});
