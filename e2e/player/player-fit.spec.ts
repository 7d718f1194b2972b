import { captionLook, worstCaptionContrast } from '@marquee/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { stepClockUntilVisible } from '../support/waits.ts';
import {
  EPISODE_PAGE,
  MOVIE_PAGE,
  openPlayer,
  openSettings,
  player,
  seekTo,
  storeSettings,
  video,
  videoState,
} from './player-helpers.ts';

// A player that fits a thumb (at 390 px with touch, and at 1280 px): 44 px controls apart from each other and
// from the screen's edges, a centre play/pause on touch, feedback for the seek and volume keys, menus that are
// never cut off, "Up next" before moving on, focus back on Watch, and captions that read over any picture.
test.describe.configure({ timeout: 60_000 });

interface TBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the visible controls of a region (buttons, media-chrome's controls), named for messages. */
async function controlBoxes(region: Locator): Promise<TBox[]> {
  const controls = region.locator(':scope > *:not(span), :scope button');
  const boxes: TBox[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box || box.width === 0 || box.height === 0) continue;
    const name =
      (await control.getAttribute('aria-label')) ?? (await control.evaluate((element) => element.localName));
    boxes.push({ name, ...box });
  }
  return boxes;
}

const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every box at least 44x44, none touching another, all at least 4 px inside the viewport. */
function expectThumbSized(boxes: TBox[], viewport: { width: number; height: number }): void {
  for (const box of boxes) {
    expect(box.width, `${box.name} width`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${box.name} height`).toBeGreaterThanOrEqual(44);
    expect(box.x, `${box.name} off the left edge`).toBeGreaterThanOrEqual(4);
    expect(viewport.width - (box.x + box.width), `${box.name} off the right edge`).toBeGreaterThanOrEqual(4);
    expect(viewport.height - (box.y + box.height), `${box.name} off the bottom`).toBeGreaterThanOrEqual(4);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      // Grown by 1 px: touching counts as overlapping.
      const grown = { ...a, x: a.x - 1, y: a.y - 1, width: a.width + 2, height: a.height + 2 };
      expect(overlaps(grown, b), `${a.name} touches ${b.name}`).toBe(false);
    }
  }
}

/** Plays on from `seconds` (the end of an episode, where "Up next" comes). */
async function playFromWithClockPaused(page: Page, seconds: number): Promise<void> {
  await seekTo(page, seconds);
  // Not waited for: with the page's clock paused, hls.js loads the last segment only as the test moves the clock
  // on, and play() settles only then; the video counts as playing at once all the same.
  await page.getByTestId('player-video').evaluate((element: HTMLVideoElement) => {
    void element.play().catch(() => undefined);
  });
}

async function openPaused(page: Page, path = MOVIE_PAGE): Promise<void> {
  await storeSettings(page, { autoplay: false, preferredSubtitles: 'none' });
  await openPlayer(page, path);
  await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(0);
  // The controls are built once the picture can play: the player is ready for keys and taps.
  await expect(page.locator('media-control-bar')).toBeVisible();
}

test('controls are 44 px touch targets, apart from each other and the screen edges', async ({
  page,
  isMobile,
}) => {
  await openPaused(page);
  const viewport = page.viewportSize()!;
  const bar = await controlBoxes(page.locator('media-control-bar'));
  expect(bar.length).toBeGreaterThanOrEqual(isMobile ? 5 : 9);
  expectThumbSized(bar, viewport);
  const close = page.getByRole('button', { name: 'Close player' });
  const closeBox = await close.boundingBox();
  expectThumbSized([{ name: 'Close player', ...closeBox! }], viewport);
  expect(closeBox!.y).toBeGreaterThanOrEqual(4);
  const centre = page.getByTestId('player-centre-controls');
  if (isMobile) {
    const boxes = await controlBoxes(centre);
    expect(boxes).toHaveLength(3);
    expectThumbSized(boxes, viewport);
  } else {
    await expect(centre).toBeHidden();
  }
});

test('a centre play/pause on touch screens', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the centre buttons are for touch screens');
  await openPaused(page);
  const centre = page.getByTestId('player-centre-controls');
  await centre.locator('media-play-button').tap();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await player(page).tap({ position: { x: 20, y: 300 } });
  await centre.locator('media-play-button').tap();
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  // The skips sit beside it.
  const before = (await videoState(page)).time;
  await centre.locator('media-seek-forward-button').tap();
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(before + 10, 0);
});

test('the seek and volume keys show what they did on the picture', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keys are for keyboards');
  await page.clock.install();
  await openPaused(page);
  // Stop the page's clock: each feedback stays until the test moves time on (a slow, busy machine could
  // otherwise pass its 800 ms between two checks).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const feedback = page.getByRole('status').and(page.getByTestId('player-key-feedback'));
  await player(page).press('ArrowRight');
  await expect(feedback).toHaveText('+10 s');
  await player(page).press('ArrowLeft');
  await expect(feedback).toHaveText('−10 s');
  await player(page).press('ArrowDown');
  await expect(feedback).toHaveText('Volume 90%');
  await player(page).press('m');
  await expect(feedback).toHaveText('Muted');
  // It stays 800 ms after the last key.
  await page.clock.runFor(790);
  await expect(feedback).toHaveText('Muted');
  await page.clock.runFor(20);
  await expect(feedback).toBeHidden();
});

test('the speed menu is never cut off', async ({ page }) => {
  await openPaused(page);
  await openSettings(page, 'Speed');
  const panel = page.getByTestId('player-settings');
  const viewport = page.viewportSize()!;
  const last = page.getByRole('menuitemradio', { name: '2x' });
  await last.scrollIntoViewIfNeeded();
  const box = (await last.boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(panelBox.y + panelBox.height);
  expect(panelBox.y).toBeGreaterThanOrEqual(0);
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport.width);
  // Above the seek bar, so the bar stays usable.
  const seekBar = (await page.locator('media-time-range').boundingBox())!;
  expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(seekBar.y);
  expect((await controlBoxes(page.getByRole('menu', { name: 'Speed' }))).every((b) => b.height >= 44)).toBe(
    true,
  );
});

test('"Up next" counts down with Cancel before the next episode plays', async ({ page }) => {
  await page.clock.install();
  await storeSettings(page, { preferredSubtitles: 'none' });
  await openPlayer(page, EPISODE_PAGE);
  await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(0);
  const { duration } = await videoState(page);
  // Next Episode shows once the next episode is known (the series' seasons loaded), and hls.js loads the rest of
  // the stream on its timers: only once both are done stop the clock, which the page's data layer and hls.js run
  // on. Paused meanwhile, so the end does not come before the clock stops.
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  await seekTo(page, duration * 0.95);
  await expect(page.getByRole('button', { name: 'Next Episode' })).toBeVisible();
  await expect
    .poll(() =>
      video(page).evaluate(
        (element: HTMLVideoElement) =>
          element.buffered.length > 0 &&
          element.buffered.end(element.buffered.length - 1) >= element.duration - 0.1,
      ),
    )
    .toBe(true);
  // A few seconds ahead: on a slow, busy machine more than a second can pass before the pause is asked for.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
  await playFromWithClockPaused(page, duration - 0.1);
  const card = page.getByTestId('up-next');
  await stepClockUntilVisible(page, card);
  await expect(card).toContainText('Season 1, Episode 2');
  await expect(page.getByTestId('up-next-countdown')).toHaveText('Starts in 10 s');
  // Focus is on Cancel: one key stops it.
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.clock.runFor(4000);
  await expect(page.getByTestId('up-next-countdown')).toHaveText('Starts in 6 s');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeHidden();
  await page.clock.runFor(15_000);
  await expect(page).toHaveURL(/\/series\/1396-breaking-bad\/1\/1$/);
  await expect(page.getByTestId('player-title')).toHaveText('Breaking Bad S1 E1');

  // Back before the end and to the end again: the card comes back, and this time the countdown runs out.
  await seekTo(page, duration / 2);
  await expect(card).toBeHidden();
  // The player has seen the position before the end (Next Episode goes): only then the end again.
  await expect(page.getByRole('button', { name: 'Next Episode' })).toBeHidden();
  await playFromWithClockPaused(page, duration - 0.1);
  await stepClockUntilVisible(page, card);
  await page.clock.runFor(9000);
  await expect(page).toHaveURL(/\/series\/1396-breaking-bad\/1\/1$/);
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/series\/1396-breaking-bad\/1\/2\?play=true$/);
});

test('closing the player puts focus back on Watch', async ({ page }) => {
  await storeSettings(page, { autoplay: false });
  await page.goto(MOVIE_PAGE);
  const watch = page.getByRole('button', { name: /^(Watch|Resume)/ }).first();
  await watch.focus();
  await page.keyboard.press('Enter');
  await expect(player(page)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(player(page)).toBeHidden();
  await expect(watch).toBeFocused();
  // And with Escape.
  await watch.click();
  await expect(player(page)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(player(page)).toBeHidden();
  await expect(watch).toBeFocused();
});

test('captions read at 4.5:1 or better over any picture by default', async ({ page }) => {
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, MOVIE_PAGE);
  await seekTo(page, 1.5);
  const cue = page.getByTestId('caption-cue');
  await expect(cue).toHaveText('This is the Marquee demo stream.');
  const look = await cue.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, backgroundColor: style.backgroundColor };
  });
  expect(worstCaptionContrast(look)).toBeGreaterThanOrEqual(4.5);
  // The same for each colour of the style page.
  await openSettings(page, 'Caption style');
  for (const name of ['Brown', 'Gray', 'Dark']) {
    await page.getByRole('button', { name, exact: true }).click();
    const chosen = await cue.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, backgroundColor: style.backgroundColor };
    });
    expect(worstCaptionContrast(chosen), name).toBeGreaterThanOrEqual(4.5);
  }
  expect(worstCaptionContrast(captionLook('white', 'box'))).toBeGreaterThanOrEqual(4.5);
});

test('the preferred captions language is on when a title starts; None leaves captions off', async ({
  page,
}) => {
  await storeSettings(page, { autoplay: false, preferredSubtitles: 'spanish' });
  await openPlayer(page, MOVIE_PAGE);
  await seekTo(page, 1.5);
  const cue = page.getByTestId('caption-cue');
  await expect(cue).toHaveCount(1);
  await expect(cue).not.toHaveText('This is the Marquee demo stream.');
  await openSettings(page);
  await expect(
    page.getByRole('menu', { name: 'Settings' }).getByRole('menuitem', { name: /^Captions/ }),
  ).toContainText('Español');

  await storeSettings(page, { autoplay: false, preferredSubtitles: 'none' });
  await openPlayer(page, MOVIE_PAGE);
  await seekTo(page, 1.5);
  await expect(page.getByRole('button', { name: 'Turn captions on' })).toBeAttached();
  await expect(cue).toHaveCount(0);
});

test('the caption style is one model: the player’s choice is the account page’s', async ({ page }) => {
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, MOVIE_PAGE);
  await openSettings(page, 'Caption style');
  await page.getByRole('button', { name: 'Cyan', exact: true }).click();
  await page
    .getByRole('group', { name: 'Caption sizes' })
    .getByRole('button', { name: 'Large', exact: true })
    .click();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('settings') ?? '{}'));
  expect(stored).toMatchObject({ subtitleColor: 'cyan', subtitleSize: 'large' });
});

test('the open player has no serious accessibility violation', async ({ page }) => {
  await openPaused(page, EPISODE_PAGE);
  await player(page).hover();
  await expectNoSeriousA11yViolations(page);
});
