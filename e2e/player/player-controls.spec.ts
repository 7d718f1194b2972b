import { expect, test, type Page } from '@playwright/test';
import {
  MOVIE_PAGE,
  openPlayer,
  openSettings,
  player,
  storeSettings,
  videoState,
  waitForTime,
} from './player-helpers.ts';

// The player's controls: hiding after 3 s of playback, keyboard shortcuts, the speeds menu,
// picture-in-picture and fullscreen. Desktop only: none of it differs by width.
test.skip(({ isMobile }) => isMobile, 'the player behaves the same at every width');
test.describe.configure({ timeout: 60_000 });

const controller = (page: Page) => page.locator('media-controller');

test('controls hide after 3 s of playback and come back on a pointer move', async ({ page }) => {
  await page.clock.install();
  await openPlayer(page, MOVIE_PAGE);
  await waitForTime(page, 0.5);
  // Stop the page's clock here: from now on only runFor moves its timers.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  const bar = page.locator('media-control-bar');
  await page.mouse.move(600, 400);
  await page.mouse.move(640, 420);
  await expect(controller(page)).not.toHaveAttribute('userinactive');
  await expect(bar).toHaveCSS('opacity', '1');
  await page.clock.runFor(2900);
  await expect(controller(page)).not.toHaveAttribute('userinactive');
  await page.clock.runFor(200);
  await expect(controller(page)).toHaveAttribute('userinactive', '');
  await expect(bar).toHaveCSS('opacity', '0');
  await page.mouse.move(600, 400);
  await expect(controller(page)).not.toHaveAttribute('userinactive');
  await expect(bar).toHaveCSS('opacity', '1');
  // Paused, they stay.
  await player(page).press('k');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await page.clock.runFor(5000);
  await expect(bar).toHaveCSS('opacity', '1');
});

test('keyboard: space and k play and pause, j/l and the arrows skip 10 s, m mutes, f goes fullscreen, < and > change speed', async ({
  page,
}) => {
  await openPlayer(page, MOVIE_PAGE);
  await waitForTime(page, 0.5);
  const state = () => videoState(page);
  await player(page).press(' ');
  await expect.poll(async () => (await state()).paused).toBe(true);
  await player(page).press(' ');
  await expect.poll(async () => (await state()).paused).toBe(false);
  await player(page).press('k');
  await expect.poll(async () => (await state()).paused).toBe(true);

  // Each key skips from where the controls show the video: the next key waits for the seek to land there (a
  // busy machine takes a while), as a person waits to see it.
  const landsAt = (target: number) =>
    expect
      .poll(() =>
        page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => {
          // NaN until the seek is done and the controls show where it landed.
          const shown = Number(video.closest('media-controller')?.getAttribute('mediacurrenttime'));
          const isShown = !video.seeking && Math.abs(video.currentTime - shown) < 0.25;
          return isShown ? video.currentTime : Number.NaN;
        }),
      )
      .toBeCloseTo(target, 0);
  const start = (await state()).time;
  await player(page).press('l');
  await landsAt(start + 10);
  await player(page).press('ArrowRight');
  await landsAt(start + 20);
  await player(page).press('j');
  await landsAt(start + 10);
  await player(page).press('ArrowLeft');
  await landsAt(start);

  const muted = () => page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.muted);
  await player(page).press('m');
  await expect.poll(muted).toBe(true);
  await player(page).press('m');
  await expect.poll(muted).toBe(false);

  const fullscreen = () => page.evaluate(() => document.fullscreenElement?.localName ?? null);
  await player(page).press('f');
  await expect.poll(fullscreen).toBe('media-controller');
  await player(page).press('f');
  await expect.poll(fullscreen).toBe(null);

  // Speeds 0.25 to 2 in 0.25 steps.
  await player(page).press('<');
  await expect.poll(async () => (await state()).rate).toBe(0.75);
  for (let step = 0; step < 4; step += 1) await player(page).press('<');
  await expect.poll(async () => (await state()).rate).toBe(0.25);
  for (let step = 0; step < 8; step += 1) await player(page).press('>');
  await expect.poll(async () => (await state()).rate).toBe(2);
});

test('the speed menu offers 0.25x to 2x in 0.25 steps', async ({ page }) => {
  await openPlayer(page, MOVIE_PAGE);
  await waitForTime(page, 0.5);
  await openSettings(page, 'Speed');
  const menu = page.getByRole('menu', { name: 'Speed' });
  await expect(menu.getByRole('menuitemradio')).toHaveText([
    '0.25x',
    '0.5x',
    '0.75x',
    '✓Normal',
    '1.25x',
    '1.5x',
    '1.75x',
    '2x',
  ]);
  await menu.getByRole('menuitemradio', { name: '0.5x' }).click();
  await expect.poll(async () => (await videoState(page)).rate).toBe(0.5);
  await expect(menu.getByRole('menuitemradio', { name: '0.5x' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: '1.75x' }).click();
  await expect.poll(async () => (await videoState(page)).rate).toBe(1.75);
});

test('picture-in-picture opens and closes from its button', async ({ page }) => {
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, MOVIE_PAGE);
  await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(0);
  const pip = () => page.evaluate(() => document.pictureInPictureElement?.localName ?? null);
  await player(page).hover();
  await page.getByRole('button', { name: 'Picture in picture' }).click();
  await expect.poll(pip).toBe('video');
  await page.getByRole('button', { name: 'Picture in picture' }).click();
  await expect.poll(pip).toBe(null);
  await expect(page.getByRole('status').filter({ hasText: 'Picture-in-picture' })).toHaveCount(0);
});

test('picture-in-picture says so where the browser has none', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Document.prototype, 'pictureInPictureEnabled', { get: () => false }),
  );
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, MOVIE_PAGE);
  await player(page).hover();
  await page.getByRole('button', { name: 'Picture in picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Picture-in-picture' })).toHaveText(
    'Picture-in-picture is not available in this browser.',
  );
  expect(await page.evaluate(() => document.pictureInPictureElement)).toBeNull();
});
