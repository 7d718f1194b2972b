import { expect, type Page } from '@playwright/test';

export const MOVIE_PAGE = '/movies/83533-avatar-fire-and-ash';
export const EPISODE_PAGE = '/series/1396-breaking-bad/1/1';

/** The stored site settings (the account page's object): e.g. autoplay off to look at the first second. */
export async function storeSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem('settings', value),
    JSON.stringify(settings),
  );
}

/** Seeds the watch history (already upgraded), once per test so a reload sees what the page wrote. */
export async function seedHistory(page: Page, history: object): Promise<void> {
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('seeded-history')) return;
    window.sessionStorage.setItem('seeded-history', '1');
    window.localStorage.setItem('media-tracking', stored);
    window.localStorage.setItem(
      'local-lock',
      JSON.stringify({ valid: true, values: { lastWatchHistoryUpdateTime: 1 } }),
    );
  }, JSON.stringify(history));
}

/** Seeds a history of one movie, M (1931), 12 s watched a minute ago: what Continue Watching then shows. */
export function seedPartWatchedMovie(page: Page): Promise<void> {
  return seedHistory(page, {
    '832': {
      id: 832,
      type: 'movie',
      title: 'M',
      year: 1931,
      updatedAt: Date.now() - 60_000,
      progress: { watched: 12, duration: 6000 },
    },
  });
}

/** Opens a title page and plays it (Watch, Resume …, or Play Episode): the demo stream is found and the player opens. */
export async function openPlayer(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page
    .getByRole('button', { name: /^(Watch|Play Episode|Resume\b.*)$/ })
    .first()
    .click();
  await expect(player(page)).toBeVisible({ timeout: 20_000 });
}

/** Plays again from the same page (its play button). */
export async function playAgain(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^(Watch|Play Episode|Resume\b.*)$/ })
    .first()
    .click();
  await expect(player(page)).toBeVisible({ timeout: 20_000 });
}

export const player = (page: Page) => page.getByTestId('player');
export const video = (page: Page) => page.getByTestId('player-video');

/** A property of the player's <video>. */
export function videoState(page: Page) {
  return video(page).evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    duration: element.duration,
    height: element.videoHeight,
    paused: element.paused,
    rate: element.playbackRate,
  }));
}

/** Waits until the video has played past `seconds`. */
export async function waitForTime(page: Page, seconds: number): Promise<void> {
  await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(seconds);
}

/** Moves playback to `seconds` (as a drag of the seek bar would). */
export async function seekTo(page: Page, seconds: number): Promise<void> {
  await video(page).evaluate((element: HTMLVideoElement, at) => {
    element.currentTime = at;
  }, seconds);
}

/**
 * Moves playback to `seconds` and plays from there once the seek is done: play() on a video that has ended
 * starts it over from 0 unless the seek has landed first.
 */
export async function playFrom(page: Page, seconds: number): Promise<void> {
  await video(page).evaluate(async (element: HTMLVideoElement, at) => {
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = at;
    await seeked;
    await element.play();
  }, seconds);
}

/** Opens a page of the player's settings menu. */
export async function openSettings(page: Page, item?: string): Promise<void> {
  await player(page).hover();
  await page.getByRole('button', { name: 'Settings' }).click();
  if (item) {
    await page
      .getByRole('menu', { name: 'Settings' })
      .getByRole('menuitem', { name: new RegExp(`^${item}`) })
      .click();
  }
}
