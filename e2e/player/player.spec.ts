import { expect, test } from '@playwright/test';
import {
  EPISODE_PAGE,
  MOVIE_PAGE,
  openPlayer,
  playAgain,
  openSettings,
  player,
  seedHistory,
  seekTo,
  storeSettings,
  video,
  videoState,
  waitForTime,
} from './player-helpers.ts';

// The player plays the demo stream (30 s, 360p/720p/1080p, English and Spanish captions). Desktop only:
// nothing here differs by width.
test.skip(({ isMobile }) => isMobile, 'the player behaves the same at every width');
test.describe.configure({ timeout: 60_000 });

test('really plays: autoplay starts and the time advances', async ({ page }) => {
  await openPlayer(page, MOVIE_PAGE);
  await expect(page.getByTestId('player-title')).toHaveText('Avatar: Fire and Ash');
  await waitForTime(page, 1.5);
  expect((await videoState(page)).paused).toBe(false);
  // Pause and play with the keyboard (k), as media-chrome's hotkeys do.
  await player(page).press('k');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await player(page).press('k');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  // Speed up with '>' (0.25 steps).
  await player(page).press('>');
  await expect.poll(async () => (await videoState(page)).rate).toBe(1.25);
});

test('switching quality changes the picture', async ({ page }) => {
  await openPlayer(page, MOVIE_PAGE);
  await waitForTime(page, 0.5);
  await openSettings(page, 'Quality');
  const menu = page.getByRole('menu', { name: 'Quality' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['✓Auto', '360p', '720p', '1080p']);
  await menu.getByRole('menuitemradio', { name: '360p' }).click();
  await expect(menu.getByRole('menuitemradio', { name: '360p' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(360);
  await menu.getByRole('menuitemradio', { name: '1080p' }).click();
  await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(1080);
});

test('captions turn on, restyle, and the style is kept for next time', async ({ page }) => {
  await storeSettings(page, { preferredSubtitles: 'none' });
  await openPlayer(page, MOVIE_PAGE);
  await player(page).hover();
  await page.getByRole('button', { name: 'Turn captions on' }).click();
  const cue = page.getByTestId('caption-cue');
  // English by default; the demo's first line runs from 1 s to 4 s.
  await seekTo(page, 1.5);
  await expect(cue).toHaveText('This is the Marquee demo stream.');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('menu', { name: 'Settings' })
    .getByRole('menuitem', { name: /^Caption style/ })
    .click();
  const size = page.getByRole('slider', { name: 'Caption size' });
  await size.focus();
  for (let step = 0; step < 5; step += 1) await size.press('ArrowRight');
  await expect(page.getByTestId('player-settings').locator('output').first()).toHaveText('150%');
  await page.getByRole('button', { name: 'Yellow' }).click();
  await page.getByRole('button', { name: 'Solid' }).click();
  await expect(cue).toHaveCSS('color', 'rgb(255, 255, 0)');
  await expect(cue).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('player-settings') ?? '{}'),
  );
  expect(stored).toEqual({
    visible: true,
    fontSizeScale: 1.5,
    textColor: 'yellow',
    backgroundColor: 'solid',
    edge: 'none',
    position: 'bottom',
    delay: 0,
    announce: false,
  });
  // Spanish from the captions menu.
  await page.getByRole('button', { name: /^Caption style/ }).click();
  await page
    .getByRole('menu', { name: 'Settings' })
    .getByRole('menuitem', { name: /^Captions/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await seekTo(page, 1.5);
  await expect(cue).not.toHaveText('This is the Marquee demo stream.');
  // 'c' turns them off.
  await player(page).press('c');
  await expect(cue).toHaveCount(0);
});

test('Skip Intro shows at the start of an episode and jumps to 3%', async ({ page }) => {
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, EPISODE_PAGE);
  await expect(page.getByTestId('player-title')).toHaveText('Breaking Bad S1 E1');
  await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(0);
  const skip = page.getByRole('button', { name: 'Skip Intro' });
  await expect(skip).toBeVisible();
  await skip.click();
  const { time, duration } = await videoState(page);
  expect(time).toBeCloseTo(duration * 0.03, 1);
  await expect(skip).toBeHidden();
});

test('Next Episode shows after 93%, and after "Up next" playback moves on to the next episode by itself', async ({
  page,
}) => {
  await openPlayer(page, EPISODE_PAGE);
  await waitForTime(page, 0.5);
  const { duration } = await videoState(page);
  await expect(page.getByRole('button', { name: 'Next Episode' })).toBeHidden();
  await seekTo(page, duration * 0.95);
  await expect(page.getByRole('button', { name: 'Next Episode' })).toBeVisible();
  // Past 99.5% while playing: "Up next" counts down, then the next episode's page, which plays it.
  await seekTo(page, duration - 0.1);
  await expect(page.getByTestId('up-next')).toBeVisible();
  await expect(page).toHaveURL(/\/series\/1396-breaking-bad\/1\/2\?play=true$/, { timeout: 20_000 });
  await expect(page.getByTestId('player-title')).toHaveText('Breaking Bad S1 E2', { timeout: 20_000 });
});

test('progress is saved while playing and playback resumes there', async ({ page }) => {
  await openPlayer(page, MOVIE_PAGE);
  await waitForTime(page, 0.5);
  await seekTo(page, 12);
  // Saved every 2 s once past 5 s.
  await expect
    .poll(async () =>
      page.evaluate(
        () =>
          JSON.parse(window.localStorage.getItem('media-tracking') ?? '{}')['83533']?.progress?.watched ?? 0,
      ),
    )
    .toBeGreaterThan(12);
  const saved = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('media-tracking') ?? '{}')['83533'],
  );
  expect(saved).toMatchObject({ id: 83533, type: 'movie', title: 'Avatar: Fire and Ash' });
  expect(saved.progress.duration).toBeGreaterThan(25);
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(player(page)).toBeHidden();
  await playAgain(page);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(12);
});

test('resume starts over past 94% of a movie', async ({ page }) => {
  await seedHistory(page, {
    '83533': {
      id: 83533,
      type: 'movie',
      title: 'Avatar: Fire and Ash',
      updatedAt: Date.now(),
      progress: { watched: 29, duration: 30 },
    },
  });
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, MOVIE_PAGE);
  await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(0);
  expect((await videoState(page)).time).toBeLessThan(1);
});

test('a saved episode resumes from where it stopped', async ({ page }) => {
  await seedHistory(page, {
    '1396': {
      id: 1396,
      type: 'show',
      title: 'Breaking Bad',
      updatedAt: Date.now(),
      episodes: {
        s1e1: {
          id: 's1e1',
          number: 1,
          seasonNumber: 1,
          updatedAt: Date.now(),
          progress: { watched: 20, duration: 30 },
        },
      },
    },
  });
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, EPISODE_PAGE);
  await expect
    .poll(async () => (await videoState(page)).time, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(19.9);
  await expect(video(page)).toBeVisible();
});
