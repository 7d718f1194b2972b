import { expect, test } from '@playwright/test';
import { seedHistory } from '../player/player-helpers.ts';
import { expectSoon } from './title-helpers.ts';

// What a title page shows of the visitor: episode cards marked from the watch history, and a logo that reads over
// the backdrop in either theme.

test.describe.configure({ timeout: 60_000 });

const SERIES = 1396; // Breaking Bad: season 1 has seven episodes.
const MOVIE = 832; // M (1931): a title with a white logo.

test('episode cards show Watched for an episode seen to the end and a progress bar for one part-watched', async ({
  page,
}) => {
  const episode = (number: number, watched: number) => ({
    id: `s1e${number}`,
    number,
    seasonNumber: 1,
    updatedAt: Date.now() - 60_000 * number,
    progress: { watched, duration: 2_880 },
  });
  await seedHistory(page, {
    [SERIES]: {
      id: SERIES,
      type: 'show',
      title: 'Breaking Bad',
      updatedAt: Date.now() - 60_000,
      episodes: { s1e1: episode(1, 2_800), s1e2: episode(2, 1_440) },
    },
  });
  await page.goto(`/series/${SERIES}`);
  const browser = page.getByTestId('season-browser');
  await browser.scrollIntoViewIfNeeded();
  const cards = browser.getByTestId('episode-card');
  await expectSoon(cards).toHaveCount(7);
  await expect(cards.nth(0).getByTestId('episode-watched')).toHaveText('Watched');
  await expect(cards.nth(0).getByRole('progressbar')).toHaveCount(0);
  const progress = cards.nth(1).getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await expect(cards.nth(1).getByTestId('episode-watched')).toHaveCount(0);
  for (const index of [2, 3, 4, 5, 6]) {
    await expect(cards.nth(index).getByTestId('episode-watched')).toHaveCount(0);
    await expect(cards.nth(index).getByRole('progressbar')).toHaveCount(0);
  }
});

for (const [theme, halo] of [
  ['light', 'rgba(0, 0, 0'],
  ['dark', 'rgba(255, 255, 255'],
] as const) {
  test(`in the ${theme} theme the title logo carries a halo of the opposite colour`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
    await page.goto(`/movies/${MOVIE}`);
    const logo = page.getByTestId('title-logo');
    await expectSoon(logo).toBeVisible();
    const filter = await logo.evaluate((element) => getComputedStyle(element).filter);
    expect(filter).toContain(`drop-shadow(${halo}`);
  });
}
