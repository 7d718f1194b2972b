import { expect, test, type Page } from '@playwright/test';
import { MOVIE_PAGE, openPlayer, openSettings, player, seekTo, storeSettings } from './player-helpers.ts';

// Captions in sync: a typed offset, the two markers, the offset kept per title and source, and a subtitle file
// of one's own. The demo's English lines: 1–4 s "This is the Marquee demo stream.", 5–8 s "It is a test
// pattern…", 9–12 s "Operators add…". Desktop only: none of it differs by width.
test.skip(({ isMobile }) => isMobile, 'caption timing behaves the same at every width');
test.describe.configure({ timeout: 60_000 });

const FIRST_LINE = 'This is the Marquee demo stream.';
const SECOND_LINE = 'It is a test pattern with a tone, not the film you picked.';
const cue = (page: Page) => page.getByTestId('caption-cue');
const timing = (page: Page) => page.getByRole('group', { name: 'Caption timing' });
const offsetField = (page: Page) => timing(page).getByRole('textbox', { name: 'Offset in seconds' });

async function openPaused(page: Page): Promise<void> {
  await storeSettings(page, { autoplay: false, preferredSubtitles: 'english' });
  await openPlayer(page, MOVIE_PAGE);
  await expect
    .poll(() => page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.duration))
    .toBeGreaterThan(0);
}

test('a typed offset moves a caption’s time, to a tenth of a second, and is kept for the title and source', async ({
  page,
}) => {
  await openPaused(page);
  await seekTo(page, 1.5);
  await expect(cue(page)).toHaveText(FIRST_LINE);
  await openSettings(page, 'Caption timing');
  await offsetField(page).fill('2.5');
  await offsetField(page).press('Enter');
  await expect(timing(page).getByRole('status')).toHaveText('Captions are now +2.5 s.');
  // The first line now runs from 3.5 s to 6.5 s.
  await expect(cue(page)).toHaveCount(0);
  await seekTo(page, 3.6);
  await expect(cue(page)).toHaveText(FIRST_LINE);
  await seekTo(page, 6.4);
  await expect(cue(page)).toHaveText(FIRST_LINE);
  await seekTo(page, 7.6);
  await expect(cue(page)).toHaveText(SECOND_LINE);

  // Minutes and seconds, earlier: -0:01.3 shows the second line from 3.7 s.
  await offsetField(page).fill('-0:01.3');
  await offsetField(page).press('Enter');
  await expect(offsetField(page)).toHaveValue('-1.3');
  await seekTo(page, 3.75);
  await expect(cue(page)).toHaveText(SECOND_LINE);

  // Nonsense and more than ten minutes are refused, the offset unchanged.
  for (const typed of ['soon', '600.5']) {
    await offsetField(page).fill(typed);
    await offsetField(page).press('Enter');
    await expect(offsetField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(timing(page)).toContainText('Type seconds between -600 and 600');
  }
  await expect(cue(page)).toHaveText(SECOND_LINE);

  // The ±0.2 s steps beside it.
  await timing(page)
    .getByRole('button', { name: /show captions later/ })
    .click();
  await expect(offsetField(page)).toHaveValue('-1.1');
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('caption-offsets') ?? '{}'),
  );
  expect(Object.values(stored)).toEqual([{ offset: -1.1, updatedAt: expect.any(Number) }]);

  // The same title from the same source starts with it; the menu's line says it.
  // Escape goes back one step at a time: the timing page, then the menu, then the player.
  await page.keyboard.press('Escape');
  await expect(timing(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Settings' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(player(page)).toBeHidden();
  await openPlayer(page, MOVIE_PAGE);
  await openSettings(page);
  await expect(page.getByRole('menuitem', { name: /^Caption timing/ })).toContainText('-1.1 s');
});

test('“I just heard this line” sets the offset from the line picked', async ({ page }) => {
  await openPaused(page);
  await seekTo(page, 10);
  await openSettings(page, 'Caption timing');
  await timing(page).getByRole('button', { name: 'I just heard this line' }).click();
  const lines = timing(page).getByRole('group', { name: 'Which line did you just hear?' });
  await expect(lines.getByRole('button')).toHaveCount(5);
  await lines.getByRole('button', { name: FIRST_LINE }).click();
  // Heard at 10 s, written for 1 s: 9 s later.
  await expect(offsetField(page)).toHaveValue('+9.0');
  await expect(cue(page)).toHaveText(FIRST_LINE);
  // Its 1–4 s are now 10–13 s; the next line's 5 s is 14 s.
  await seekTo(page, 12.9);
  await expect(cue(page)).toHaveText(FIRST_LINE);
  await seekTo(page, 13.5);
  await expect(cue(page)).toHaveCount(0);
  await seekTo(page, 14.1);
  await expect(cue(page)).toHaveText(SECOND_LINE);
});

test('“This caption just appeared”, then “I just heard this line”: the caption moves to when it was heard', async ({
  page,
}) => {
  await openPaused(page);
  await openSettings(page, 'Caption timing');
  await timing(page).getByRole('button', { name: 'This caption just appeared' }).click();
  await expect(timing(page).getByRole('status')).toHaveText('No caption is showing right now.');
  await seekTo(page, 5.5);
  await expect(cue(page)).toHaveText(SECOND_LINE);
  await timing(page).getByRole('button', { name: 'This caption just appeared' }).click();
  await expect(timing(page).getByRole('status')).toContainText('Now press “I just heard this line”');
  await seekTo(page, 7.3);
  await timing(page).getByRole('button', { name: 'I just heard this line' }).click();
  await expect(offsetField(page)).toHaveValue('+1.8');
  await expect(timing(page).getByRole('status')).toHaveText('Captions are now +1.8 s.');
  // The second line (5 s in the file) now starts at 6.8 s.
  await seekTo(page, 6.7);
  await expect(cue(page)).toHaveCount(0);
  await seekTo(page, 6.9);
  await expect(cue(page)).toHaveText(SECOND_LINE);
});

test('the g and h keys move captions by 0.2 s', async ({ page }) => {
  await openPaused(page);
  await player(page).press('h');
  await player(page).press('h');
  await player(page).press('g');
  await openSettings(page);
  await expect(page.getByRole('menuitem', { name: /^Caption timing/ })).toContainText('+0.2 s');
});

const OWN_SRT = `1
00:00:01,000 --> 00:00:04,000
<i>My own</i> line<script>window.ownScriptRan = true</script><img src=x onerror="window.ownScriptRan = true">

2
00:00:05,000 --> 00:00:08,000
Second line of mine
`;

test('an own .srt loads in the browser, sanitized, and is never uploaded', async ({ page }) => {
  await openPaused(page);
  // What the page sends (skip records, stats) may go on; the file's words never leave the browser.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await openSettings(page, 'Captions');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: /^Load a subtitle file/ }).click();
  await (
    await chooser
  ).setFiles({ name: 'mine.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(OWN_SRT) });
  const menu = page.getByRole('menu', { name: 'Captions' });
  await expect(menu.getByRole('menuitemradio', { name: 'mine.srt' })).toHaveAttribute('aria-checked', 'true');
  await seekTo(page, 1.5);
  await expect(cue(page)).toHaveText('My own line');
  await expect(cue(page).locator('i')).toHaveText('My own');
  await expect(cue(page).locator('script, img')).toHaveCount(0);
  await seekTo(page, 5.5);
  await expect(cue(page)).toHaveText('Second line of mine');
  expect(await page.evaluate(() => (window as { ownScriptRan?: boolean }).ownScriptRan)).toBeUndefined();
  expect(sent.filter((request) => /line of mine|mine\.srt|My own/.test(request))).toEqual([]);

  // A file with no captions in it says so and changes nothing.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: /^Load a subtitle file/ }).click();
  await (
    await again
  ).setFiles({ name: 'notes.srt', mimeType: 'text/plain', buffer: Buffer.from('shopping list') });
  await expect(page.getByRole('alert')).toHaveText(
    'No captions were found in this file. Choose a .srt, .vtt or .ass file.',
  );
  await expect(cue(page)).toHaveText('Second line of mine');
});

test('captions are announced through a live region only when asked', async ({ page }) => {
  await openPaused(page);
  const layer = page.getByTestId('caption-layer');
  await expect(layer).toHaveAttribute('aria-live', 'off');
  await openSettings(page, 'Captions');
  const announce = page.getByRole('menuitemcheckbox', { name: 'Announce captions to screen readers' });
  await announce.click();
  await expect(announce).toHaveAttribute('aria-checked', 'true');
  await expect(layer).toHaveAttribute('aria-live', 'polite');
});

test('caption style: the edge and the place on the picture, shown first in the preview', async ({ page }) => {
  await openPaused(page);
  await seekTo(page, 1.5);
  await expect(cue(page)).toHaveText(FIRST_LINE);
  await openSettings(page, 'Caption style');
  const preview = page.getByTestId('caption-preview').locator('span');
  await expect(preview).toHaveCSS('text-shadow', 'none');
  await page.getByRole('group', { name: 'Edge' }).getByRole('button', { name: 'Shadow' }).click();
  await expect(preview).not.toHaveCSS('text-shadow', 'none');
  await expect(cue(page)).toHaveCSS(
    'text-shadow',
    await preview.evaluate((span) => getComputedStyle(span).textShadow),
  );
  await page.getByRole('group', { name: 'Position' }).getByRole('button', { name: 'Top' }).click();
  const videoBox = (await page.getByTestId('player-video').boundingBox())!;
  const cueBox = (await cue(page).boundingBox())!;
  expect(cueBox.y + cueBox.height).toBeLessThan(videoBox.y + videoBox.height / 2);
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('player-settings') ?? '{}'),
  );
  expect(stored).toMatchObject({ edge: 'shadow', position: 'top' });
});
