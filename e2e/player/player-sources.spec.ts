import { expect, test, type Page } from '@playwright/test';
import { answerSourceSearch, demoHlsStream, fileStream, serveDemoFiles } from './file-streams.ts';
import { MOVIE_PAGE, openPlayer, openSettings, player, videoState, waitForTime } from './player-helpers.ts';

// Streams the player is handed: a choice between several, keyed file qualities, and every
// way a stream can fail. The source search is answered by the test. Desktop only: nothing differs by width.
test.skip(({ isMobile }) => isMobile, 'the player behaves the same at every width');
test.describe.configure({ timeout: 60_000 });

const watch = (page: Page) => page.getByRole('button', { name: /^Watch$/ }).first();

test('several streams: the viewer chooses one, and a source switched to that fails says so', async ({
  page,
}) => {
  await serveDemoFiles(page, { broken: new Set(['gone']) });
  await answerSourceSearch(page, [
    demoHlsStream('Demo mirror'),
    fileStream('Broken mirror', { '720': 'gone' }),
  ]);
  await page.goto(MOVIE_PAGE);
  await watch(page).click();
  const choice = page.getByRole('dialog', { name: 'Choose a source' });
  await expect(choice.getByRole('button')).toHaveText(['', 'Demo mirrorAdaptive (HLS)', 'Broken mirrorFile']);
  // Escape leaves without playing; Watch asks again.
  await page.keyboard.press('Escape');
  await expect(choice).toBeHidden();
  await expect(player(page)).toHaveCount(0);
  await watch(page).click();
  await choice.getByRole('button', { name: /^Demo mirror/ }).click();
  await expect(player(page)).toBeVisible();
  await waitForTime(page, 0.5);

  await openSettings(page, 'Source');
  const menu = page.getByRole('menu', { name: 'Source' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['✓Demo mirror', 'Broken mirror']);
  await menu.getByRole('menuitemradio', { name: 'Broken mirror' }).click();
  const alert = player(page).getByRole('alert');
  await expect(alert.locator('p')).toHaveText([
    'Failed to load source: Broken mirror',
    'Failed to change video source. Please try another source.',
  ]);
  // Back to the one that works.
  await openSettings(page, 'Source');
  await page
    .getByRole('menu', { name: 'Source' })
    .getByRole('menuitemradio', { name: 'Demo mirror' })
    .click();
  await expect(alert).toHaveCount(0);
  await waitForTime(page, 0.5);
});

test('a file stream offers its keyed qualities and switches between them where it was', async ({ page }) => {
  await serveDemoFiles(page);
  await answerSourceSearch(page, [fileStream('Files', { '1080': '1080p', '360': '360p', '720': '720p' })]);
  await openPlayer(page, MOVIE_PAGE);
  // The screen rule (largest side 1280 at 1x: 1080) picks the starting file.
  await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(1080);
  await waitForTime(page, 1);
  await openSettings(page, 'Quality');
  const menu = page.getByRole('menu', { name: 'Quality' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['360p', '720p', '✓1080p']);
  const before = (await videoState(page)).time;
  await menu.getByRole('menuitemradio', { name: '360p' }).click();
  await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(360);
  const after = await videoState(page);
  expect(after.time).toBeGreaterThanOrEqual(before - 0.1);
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await expect(menu.getByRole('menuitemradio', { name: '360p' })).toHaveAttribute('aria-checked', 'true');
});

test("a stream that fails to load: 'The video couldn't be loaded.' and Reload tries again", async ({
  page,
}) => {
  const broken = new Set(['720p']);
  await serveDemoFiles(page, { broken });
  await answerSourceSearch(page, [fileStream('Files', { '720': '720p' })]);
  await openPlayer(page, MOVIE_PAGE);
  const alert = player(page).getByRole('alert');
  await expect(alert.locator('p').first()).toHaveText("The video couldn't be loaded.");
  broken.clear();
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toHaveCount(0);
  await waitForTime(page, 0.5);
});

test('a playlist that cannot be reached: the network error after 3 more attempts, with its hint', async ({
  page,
}) => {
  let requests = 0;
  let isOffline = true;
  await page.route('**/e2e-offline/master.m3u8', async (route) => {
    // The player's own attempts (the stream's warm-up asks once more, with fetch).
    if (route.request().resourceType() === 'xhr') requests += 1;
    if (isOffline) await route.abort('internetdisconnected');
    else await route.fulfill({ path: 'apps/server/public/demo/master.m3u8' });
  });
  await page.route('**/e2e-offline/*/*', (route) =>
    route.continue({ url: route.request().url().replace('/e2e-offline/', '/api/sources/demo/') }),
  );
  await answerSourceSearch(page, [demoHlsStream('Offline mirror', '/e2e-offline/master.m3u8')]);
  await openPlayer(page, MOVIE_PAGE);
  const alert = player(page).getByRole('alert');
  await expect(alert.locator('p')).toHaveText([
    'Network error: Failed to load after 3 attempts.',
    'Check your internet connection, then reload.',
  ]);
  expect(requests).toBe(4);
  isOffline = false;
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toHaveCount(0);
  await waitForTime(page, 0.5);
});
