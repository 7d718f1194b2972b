import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  E2E_LIBRARY_DIR,
  EMBEDDED_CAPTION_TEXT,
  LIBRARY_MEDIA_S,
  LIBRARY_TITLE,
} from '../support/library-media.ts';
import { openSettings, player, seekTo, video, videoState, waitForTime } from './player-helpers.ts';

// Library files through the server's playback decision, against the e2e server's real library (made by ffmpeg
// in the set-up): each way a file reaches Chromium (as it is, remuxed, with its audio made AAC, transcoded),
// seeking, and the quality, audio and caption menus that ask the server again. Desktop only: the player
// behaves the same at every width.
test.skip(({ isMobile }) => isMobile, 'the player behaves the same at every width');
test.describe.configure({ timeout: 90_000 });

interface TAnswer {
  mode: string;
  url: string;
  height: number;
  audioIndex?: number;
  burnInIndex?: number;
  /** What the player asked. */
  request: { quality: string; audioIndex?: number; burnInIndex?: number; replaces?: string };
}

test.beforeAll(() => {
  // Skip nothing: without the media (no ffmpeg) these tests fail, saying why.
  const made = fs.existsSync(path.join(E2E_LIBRARY_DIR, `The Third Man {tmdb-${LIBRARY_TITLE.id}}`, 'done'));
  expect(made, 'the library media were not made: is ffmpeg installed?').toBe(true);
});

/** Every playback answer the page gets, in order. */
function recordAnswers(page: Page): TAnswer[] {
  const answers: TAnswer[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/sources/library-playback') || !response.ok()) return;
    const request = response.request().postDataJSON() as TAnswer['request'];
    void response.json().then((answer: Omit<TAnswer, 'request'>) => answers.push({ ...answer, request }));
  });
  return answers;
}

/** Opens the title's player on one of its library files ('Library: direct'...). */
async function playSource(page: Page, name: string): Promise<TAnswer[]> {
  const answers = recordAnswers(page);
  await page.goto(LIBRARY_TITLE.page);
  await page
    .getByRole('button', { name: /^Watch$/ })
    .first()
    .click();
  const choice = page.getByRole('dialog', { name: 'Choose a source' });
  await choice.getByRole('button', { name: new RegExp(`^Library: ${name}File`) }).click();
  await expect(player(page)).toBeVisible();
  return answers;
}

const lastMode = (answers: TAnswer[]) => answers.at(-1)?.mode;

/** A point of playback and when it was read: a later check allows for the time a busy machine took since. */
interface TMark {
  time: number;
  at: number;
}

async function markPlayback(page: Page): Promise<TMark> {
  const { time } = await videoState(page);
  return { time, at: Date.now() };
}

/** `time` is where playback went on from the mark: not before it, and no further than the time since allows. */
function expectWentOnFrom(time: number, mark: TMark): void {
  expect(time).toBeGreaterThan(mark.time - 0.5);
  expect(time).toBeLessThan(mark.time + (Date.now() - mark.at) / 1000 + 1);
}

/** Playback passes the mark by half a second, from where the mark was. */
async function playsOnFrom(page: Page, mark: TMark): Promise<void> {
  await expect
    .poll(async () => (await videoState(page)).time, { timeout: 20_000 })
    .toBeGreaterThan(mark.time + 0.5);
  expectWentOnFrom((await videoState(page)).time, mark);
}

/** Playback passes 2 s; a seek to the middle lands there and plays on. */
async function playsAndSeeks(page: Page): Promise<void> {
  await waitForTime(page, 2);
  const middle = { time: LIBRARY_MEDIA_S / 2, at: Date.now() };
  await seekTo(page, middle.time);
  await playsOnFrom(page, middle);
}

for (const [name, mode] of [
  ['direct', 'direct'],
  ['remux', 'remux'],
  ['audio', 'audio'],
  ['transcode', 'transcode'],
] as const) {
  test(`a library file the server plays by ${mode} plays and seeks to its middle`, async ({ page }) => {
    const answers = await playSource(page, name);
    await expect.poll(() => lastMode(answers)).toBe(mode);
    await playsAndSeeks(page);
    // Direct play is the file itself; the others are the HLS playlist through hls.js (a MediaSource).
    const source = await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc);
    if (mode === 'direct') expect(source).toContain('/api/sources/library/');
    else expect(source).toMatch(/^blob:/);
  });
}

test('the quality menu lists what the source allows; 480p is a transcode that goes on where it was', async ({
  page,
}) => {
  const answers = await playSource(page, 'direct');
  await waitForTime(page, 3);
  await openSettings(page, 'Quality');
  const menu = page.getByRole('menu', { name: 'Quality' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['✓Original', '480p']);
  const before = await markPlayback(page);
  await menu.getByRole('menuitemradio', { name: '480p' }).click();
  await expect.poll(() => answers.at(-1)).toMatchObject({ mode: 'transcode', height: 480 });
  await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(480);
  const after = await videoState(page);
  expectWentOnFrom(after.time, before);
  await waitForTime(page, after.time + 1);
  await expect(menu.getByRole('menuitemradio', { name: '480p' })).toHaveAttribute('aria-checked', 'true');
});

test('the audio menu lists the tracks by language, the preferred one chosen, and switches where it was', async ({
  page,
}) => {
  // German is the file's first track; the profile's preferred English is asked for before anything plays.
  const answers = await playSource(page, 'remux');
  await expect.poll(() => answers.at(-1)).toMatchObject({ mode: 'remux', audioIndex: 2 });
  await waitForTime(page, 3);
  await openSettings(page, 'Audio');
  const menu = page.getByRole('menu', { name: 'Audio' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['GermanAAC · Mono', '✓EnglishAAC · Mono']);
  const before = await markPlayback(page);
  const remux = answers.at(-1)!.url;
  await menu.getByRole('menuitemradio', { name: /^German/ }).click();
  // The first track is what the element plays of the file itself; the remux left is named, so the server
  // stops its transcode at once.
  await expect
    .poll(() => answers.at(-1))
    .toMatchObject({
      mode: 'direct',
      audioIndex: 1,
      request: { audioIndex: 1, replaces: remux },
    });
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentSrc))
    .toContain('/api/sources/library/');
  await playsOnFrom(page, before);
  await expect(menu.getByRole('menuitemradio', { name: /^German/ })).toHaveAttribute('aria-checked', 'true');
});

test('an embedded text subtitle is a caption choice beside the sidecar file, and shows', async ({ page }) => {
  const answers = await playSource(page, 'transcode');
  await waitForTime(page, 1);
  await openSettings(page, 'Captions');
  const menu = page.getByRole('menu', { name: 'Captions' });
  // English is the preferred caption language: the file's own English track is on.
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Off', 'French', '✓English']);
  await expect(page.getByTestId('caption-cue')).toHaveText(EMBEDDED_CAPTION_TEXT);
  await menu.getByRole('menuitemradio', { name: 'French' }).click();
  await expect(page.getByTestId('caption-cue')).toHaveText('Mots du fichier à côté');
  await menu.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByTestId('caption-cue')).toHaveText(EMBEDDED_CAPTION_TEXT);

  // Another audio track is another transcode; the caption stays on through the switch.
  await page.getByRole('menuitem', { name: 'Captions, back' }).click();
  await page
    .getByRole('menu', { name: 'Settings' })
    .getByRole('menuitem', { name: /^Audio/ })
    .click();
  await page
    .getByRole('menu', { name: 'Audio' })
    .getByRole('menuitemradio', { name: /^German/ })
    .click();
  await expect.poll(() => answers.at(-1)).toMatchObject({ mode: 'transcode', audioIndex: 1 });
  const at = (await videoState(page)).time;
  await waitForTime(page, at + 1);
  await expect(page.getByTestId('caption-cue')).toHaveText(EMBEDDED_CAPTION_TEXT);
});

/** Seeks to `seconds` and waits until the picture there can be drawn. */
async function showFrameAt(page: Page, seconds: number): Promise<void> {
  await seekTo(page, seconds);
  await expect
    .poll(
      () =>
        video(page).evaluate(
          (element: HTMLVideoElement, at) =>
            !element.seeking && element.readyState >= 2 && Math.abs(element.currentTime - at) < 0.1,
          seconds,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The colour of the picture's pixel at (x, y) of its own size. */
function pixelAt(page: Page, x: number, y: number) {
  return video(page).evaluate(
    (element: HTMLVideoElement, [px, py]) => {
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(element, 0, 0);
      return [...context.getImageData(px!, py!, 1, 1).data.slice(0, 3)];
    },
    [x, y],
  );
}

test('an image subtitle is a burn-in choice: a transcode that draws it into the picture', async ({
  page,
}) => {
  const answers = await playSource(page, 'burn-in');
  await waitForTime(page, 2);
  await openSettings(page, 'Captions');
  const menu = page.getByRole('menu', { name: 'Captions' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['✓Off', 'English (burn in)']);
  const playedBefore = await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc);
  await menu.getByRole('menuitemradio', { name: 'English (burn in)' }).click();
  await expect.poll(() => answers.at(-1)).toMatchObject({ mode: 'transcode', burnInIndex: 2 });
  // The transcode plays through a MediaSource of its own: a blob address, not the one played before.
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 30_000 })
    .toMatch(/^blob:/);
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentSrc))
    .not.toBe(playedBefore);
  await waitForTime(page, 4);
  // The subtitle is a white bar across the bottom middle of the 640 × 360 picture (a busy machine takes a while
  // to make the new segments).
  await expect.poll(() => pixelAt(page, 320, 320), { timeout: 30_000 }).toEqual([255, 255, 255]);
  // The segment from 6 s, begun while it showed, draws it too (a picture shown up to BURN_IN_LOOKBACK_S, a minute,
  // before a segment is kept). Read paused, so the frame is that segment's however slow the machine.
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  await showFrameAt(page, 10);
  await expect.poll(() => pixelAt(page, 320, 320)).toEqual([255, 255, 255]);
  await expect(menu.getByRole('menuitemradio', { name: 'English (burn in)' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('a server converting all it can says so in words, and Reload asks again', async ({ page }) => {
  let isBusy = true;
  await page.route('**/api/sources/library-playback', async (route) => {
    if (!isBusy) return route.fallback();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'The server is converting as many videos as it can: try again in a minute',
      }),
    });
  });
  await playSource(page, 'transcode');
  const alert = player(page).getByRole('alert');
  await expect(alert.locator('p')).toHaveText([
    'The server is converting as many videos as it can.',
    'Try again in a minute.',
  ]);
  isBusy = false;
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toHaveCount(0);
  await waitForTime(page, 1);
});
