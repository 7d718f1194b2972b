// Skip segments in the player, from the demo titles' imported segments (measured on the 30 s demo stream):
// Breaking Bad S1 E4 has a recap 0–4 s, an intro 4–10 s and credits from 24 s; Modern Times an intro 1–7 s
// and credits from 24 s.
import { expect, test, type Page, type Route } from '@playwright/test';
import { callFrom, newIdentity, signUp } from '../accounts/account-helpers.ts';
import {
  openPlayer,
  openSettings,
  player,
  playFrom,
  seekTo,
  storeSettings,
  videoState,
} from './player-helpers.ts';

const EPISODE_WITH_SEGMENTS = '/series/1396-breaking-bad/1/4';
const MOVIE_WITH_SEGMENTS = '/movies/3082-modern-times';

const durationKnown = async (page: Page) =>
  expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(0);

test('Skip Recap and Skip Intro show during their segments and jump to their ends', async ({ page }) => {
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, EPISODE_WITH_SEGMENTS);
  await durationKnown(page);
  const recap = page.getByRole('button', { name: 'Skip Recap' });
  await expect(recap).toBeVisible();
  // The 3% / 30 s guess gives way to the real intro.
  await expect(page.getByRole('button', { name: 'Skip Intro' })).toBeHidden();
  await recap.click();
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(4, 1);
  const intro = page.getByRole('button', { name: 'Skip Intro' });
  await expect(intro).toBeVisible();
  await intro.click();
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(10, 1);
  await expect(intro).toBeHidden();
  await expect(recap).toBeHidden();
});

test("a movie's intro shows Skip Intro while it plays", async ({ page }) => {
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, MOVIE_WITH_SEGMENTS);
  await durationKnown(page);
  const intro = page.getByRole('button', { name: 'Skip Intro' });
  await expect(intro).toBeHidden();
  await seekTo(page, 2);
  await expect(intro).toBeVisible();
  await intro.click();
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(7, 1);
  await expect(intro).toBeHidden();
});

test('set to skip automatically, an intro is skipped as playback enters it', async ({ page }) => {
  await storeSettings(page, { autoplay: false, skipIntro: 'auto' });
  await openPlayer(page, MOVIE_WITH_SEGMENTS);
  const intro = page.getByRole('button', { name: 'Skip Intro' });
  await durationKnown(page);
  await seekTo(page, 2);
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(7, 1);
  await expect(intro).toBeHidden();
});

test('at the credits Next Episode shows before 93%, and the progress counts as watched', async ({ page }) => {
  test.slow();
  await openPlayer(page, EPISODE_WITH_SEGMENTS);
  await durationKnown(page);
  const next = page.getByRole('button', { name: 'Next Episode' });
  await seekTo(page, 20);
  await expect(next).toBeHidden();
  // 25 s of 30 is 83%: the credits, not the 93% rule, bring the button.
  await seekTo(page, 25);
  await expect(next).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const entry = JSON.parse(window.localStorage.getItem('media-tracking') ?? '{}')['1396'];
        const progress = entry?.episodes?.['s1e4']?.progress;
        return progress ? progress.watched === progress.duration : false;
      }),
    )
    .toBe(true);
  await next.click();
  await expect(page).toHaveURL(/\/series\/1396-breaking-bad\/1\/5\?play=true$/, { timeout: 20_000 });
});

test('credits set to skip automatically bring Up next, which moves on to the next episode', async ({
  page,
}) => {
  await storeSettings(page, { skipCredits: 'auto' });
  await openPlayer(page, EPISODE_WITH_SEGMENTS);
  await durationKnown(page);
  await seekTo(page, 24.5);
  await expect(page.getByTestId('up-next')).toBeVisible();
  await expect(page).toHaveURL(/\/series\/1396-breaking-bad\/1\/5\?play=true$/, { timeout: 20_000 });
  await expect(page.getByTestId('player-title')).toHaveText('Breaking Bad S1 E5', { timeout: 20_000 });
});

test("a movie's credits set to skip automatically end the film: watched, at its end", async ({ page }) => {
  test.slow();
  // The stream's last segment is held until the credits are skipped, as on a slow connection: the video learns
  // its exact length (30.08 s, where the playlist says 30 s) only when it arrives, and the skip still ends the film.
  const held: Route[] = [];
  let isHolding = true;
  await page.route(/\/segment-014\.m4s$/, (route) => (isHolding ? held.push(route) : route.continue()));
  await storeSettings(page, { skipCredits: 'auto' });
  await openPlayer(page, MOVIE_WITH_SEGMENTS);
  await durationKnown(page);
  await playFrom(page, 23.5);
  // Playback enters the credits at 24 s of the 30 s film, and the film is over.
  await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(29);
  isHolding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect
    .poll(() => page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.ended), {
      timeout: 20_000,
    })
    .toBe(true);
  const { time, duration } = await videoState(page);
  expect(time).toBeCloseTo(duration, 1);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const progress = JSON.parse(window.localStorage.getItem('media-tracking') ?? '{}')['3082']?.progress;
        return progress ? progress.watched === progress.duration : false;
      }),
    )
    .toBe(true);
  // Seeking back into the credits plays them: the skip is done once.
  await playFrom(page, 25);
  await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(25.3);
  expect((await videoState(page)).time).toBeLessThan(29);
});

test("set to do nothing, an intro has no button, and the player's menu changes it", async ({ page }) => {
  await storeSettings(page, { autoplay: false, skipIntro: 'off' });
  await openPlayer(page, MOVIE_WITH_SEGMENTS);
  await durationKnown(page);
  await seekTo(page, 2);
  const intro = page.getByRole('button', { name: 'Skip Intro' });
  await expect(intro).toBeHidden();
  await openSettings(page, 'Skip segments');
  await page
    .getByRole('group', { name: 'Intros' })
    .getByRole('menuitemradio', { name: 'Show a button' })
    .click();
  await expect(intro).toBeVisible();
});

test('a signed-in viewer marks an intro from the player', async ({ page }, testInfo) => {
  const identity = newIdentity(testInfo.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, '/movies/832-m');
  await durationKnown(page);
  await openSettings(page, 'Mark intro / credits');
  const menu = page.getByRole('menu', { name: 'Mark intro / credits' });
  await seekTo(page, 1);
  await menu.getByRole('menuitem', { name: /^Mark start/ }).click();
  await seekTo(page, 2);
  await menu.getByRole('menuitem', { name: /^Mark end/ }).click();
  // One second is no intro: the page says why before anything is sent.
  await expect(page.getByTestId('mark-segment-status')).toHaveText('Not yet: an intro lasts 3–180 s.');
  await seekTo(page, 9);
  await menu.getByRole('menuitem', { name: /^Mark end/ }).click();
  await menu.getByRole('menuitem', { name: 'Send' }).click();
  await expect(page.getByTestId('mark-segment-status')).toHaveText(
    'Thanks: it shows for everyone once a few more viewers agree.',
  );
  await expect(player(page)).toBeVisible();
});
