import { expect, test } from '@playwright/test';
import { MOVIE_PAGE, openPlayer, openSettings, seekTo, storeSettings } from './player-helpers.ts';

// Captions the site's add-ons list, in the captions menu by language. The e2e server has no add-ons, so the
// search's answer and the caption file come from here, in the contract's shapes; the server's side (asking the
// add-ons, the proxy's address checks and limits) has its own tests against fake add-ons.
test.describe.configure({ timeout: 60_000 });

const fileUrl = (url: string) => `/api/sources/subtitle-file?url=${encodeURIComponent(url)}`;
const GERMAN_FILE = 'https://subs.example.org/m.de.srt';
const SEARCH_ANSWER = {
  subtitles: [
    { id: 'addon-1-1', addon: 'Open Subs', language: 'ger', url: fileUrl(GERMAN_FILE) },
    { id: 'addon-1-2', addon: 'Open Subs', language: 'en', url: fileUrl('https://subs.example.org/1.srt') },
    { id: 'addon-1-3', addon: 'Open Subs', language: 'eng', url: fileUrl('https://subs.example.org/2.srt') },
    { id: 'addon-2-1', addon: 'More Subs', language: 'de', url: fileUrl('https://mirror.example.org/d.srt') },
    {
      id: 'addon-2-2',
      addon: 'More Subs',
      language: 'und',
      url: fileUrl('https://mirror.example.org/x.srt'),
    },
  ],
  unavailable: ['slow.example.org'],
};
const GERMAN_LINE = 'Das ist der Demo-Stream.';

test('captions from the add-ons are listed by language and one chosen loads like the stream’s own', async ({
  page,
}, testInfo) => {
  const fetched: string[] = [];
  await page.route('**/api/sources/subtitles?*', (route) => route.fulfill({ json: SEARCH_ANSWER }));
  await page.route('**/api/sources/subtitle-file?*', (route) => {
    fetched.push(new URL(route.request().url()).searchParams.get('url') ?? '');
    return route.fulfill({
      contentType: 'text/vtt; charset=utf-8',
      body: `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${GERMAN_LINE}\n`,
    });
  });
  await storeSettings(page, { autoplay: false });
  await openPlayer(page, MOVIE_PAGE);
  await expect
    .poll(() => page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.duration))
    .toBeGreaterThan(0);
  await openSettings(page, 'Captions');

  const menu = page.getByRole('menu', { name: 'Captions' });
  const groups = menu.getByRole('group');
  // Named as people read them ('en' and 'eng' are both English), alphabetically, the unknown ones last.
  await expect(groups).toHaveCount(3);
  await expect(menu.getByRole('group', { name: 'English' }).getByRole('menuitemradio')).toHaveText([
    'Open Subs 1',
    'Open Subs 2',
  ]);
  const german = menu.getByRole('group', { name: 'German' });
  await expect(german.getByRole('menuitemradio')).toHaveText(['Open Subs', 'More Subs']);
  await expect(menu.getByRole('group', { name: 'Unknown language' })).toBeVisible();
  await expect(groups.nth(0)).toHaveAccessibleName('English');
  await expect(groups.nth(1)).toHaveAccessibleName('German');
  await expect(page.getByTestId('player-settings').getByRole('status')).toHaveText(
    'No answer from slow.example.org.',
  );
  await page.getByTestId('player-settings').screenshot({ path: testInfo.outputPath('captions-menu.png') });

  const choice = german.getByRole('menuitemradio', { name: 'Open Subs' });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute('aria-checked', 'false');
  await seekTo(page, 2);
  await expect(page.getByTestId('caption-cue')).toHaveText(GERMAN_LINE);
  expect(fetched).toEqual([GERMAN_FILE]);

  // The main page's line names it.
  await menu.getByRole('menuitem', { name: /^Captions, back/ }).click();
  await expect(
    page.getByRole('menu', { name: 'Settings' }).getByRole('menuitem', { name: /^Captions/ }),
  ).toContainText('German (Open Subs)');
});
