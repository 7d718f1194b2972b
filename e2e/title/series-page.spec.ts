import { expect, test } from '@playwright/test';
import type { TTvDetails } from '@marquee/domain';
import {
  catalogue,
  findNoSources,
  expectSoon,
  hoursAfter,
  jsonLdOf,
  metaContent,
  MINUTE,
  toast,
} from './title-helpers.ts';

test.describe.configure({ timeout: 60_000 });

const SERIES = 1396; // Breaking Bad: five seasons in the sample catalogue.

test('a series page shows its hero: rating to one decimal, seasons, bookmark, no Coming Soon', async ({
  page,
  request,
}) => {
  const series = await catalogue<TTvDetails>(request, `tv/${SERIES}`);
  await page.goto(`/series/${SERIES}`);
  await expectSoon(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(series.name);
  await expect(page.getByText(series.vote_average.toFixed(1), { exact: true })).toBeVisible();
  await expect(page.getByText(`${series.number_of_seasons} Seasons`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Bookmark ${series.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(series.overview);
  await expect(page.getByRole('region', { name: 'Cast & Crew' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
});

test('a series whose first air date is to come has the Coming Soon badge', async ({ page, request }) => {
  const series = await catalogue<TTvDetails>(request, `tv/${SERIES}`);
  await page.clock.setFixedTime(hoursAfter(series.first_air_date, -48));
  await page.goto(`/series/${SERIES}`);
  await expectSoon(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Coming Soon').first()).toBeVisible();
});

test("the dropdowns and 'Watch selected episode' show only once the chosen season aired more than a day ago", async ({
  page,
  request,
}) => {
  const series = await catalogue<TTvDetails>(request, `tv/${SERIES}`);
  const first = series.seasons.find((season) => season.season_number === 1);
  expect(first?.air_date).toBeTruthy();
  const watch = page.getByRole('button', { name: 'Watch selected episode' });

  await page.clock.setFixedTime(hoursAfter(first!.air_date!, 24, -MINUTE));
  await page.goto(`/series/${SERIES}`);
  await expectSoon(page.getByRole('heading', { name: 'Seasons' })).toBeVisible();
  await expect(watch).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Episode' })).toHaveCount(0);

  await page.clock.setFixedTime(hoursAfter(first!.air_date!, 24, MINUTE));
  await page.reload();
  await expectSoon(watch).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('1');
  // Only the seasons already out can be chosen.
  await expect(page.getByRole('combobox', { name: 'Season' }).getByRole('option')).toHaveCount(1);
});

test('choosing a season resets the episode to 1, from the dropdown and from the season list', async ({
  page,
}) => {
  await page.goto(`/series/${SERIES}`);
  const season = page.getByRole('combobox', { name: 'Season' });
  const episode = page.getByRole('combobox', { name: 'Episode' });
  await expectSoon(episode).toBeEnabled();
  await episode.selectOption('3');
  await expect(episode).toHaveValue('3');
  await season.selectOption('2');
  await expect(episode).toHaveValue('1');
  await expectSoon(episode.getByRole('option').first()).toHaveText(/^1\. /);

  await episode.selectOption('4');
  await page.getByRole('list', { name: 'Seasons' }).getByRole('button', { name: 'Season 3' }).click();
  await expect(season).toHaveValue('3');
  await expect(episode).toHaveValue('1');
  await expect(page.getByTestId('season-details').getByRole('heading', { name: 'Season 3' })).toBeVisible();
});

test("'Watch selected episode' searches for the episode's sources and, finding none, toasts", async ({
  page,
}) => {
  await findNoSources(page);
  await page.goto(`/series/${SERIES}`);
  const watch = page.getByRole('button', { name: 'Watch selected episode' });
  await expectSoon(watch).toBeEnabled();
  await watch.click();
  await expectSoon(toast(page, "We can't find this movie right now, try again?")).toBeVisible();
});

test('page title, Open Graph tags and JSON-LD TVSeries', async ({ page, request }) => {
  const series = await catalogue<TTvDetails>(request, `tv/${SERIES}`);
  await page.goto(`/series/${SERIES}-breaking-bad`);
  await expectSoon(page).toHaveTitle(`${series.name} | Marquee`);
  expect(await metaContent(page, 'og:type')).toBe('video.tv_show');
  expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
  const [data] = await jsonLdOf(page);
  expect(data).toMatchObject({
    '@type': 'TVSeries',
    name: series.name,
    startDate: series.first_air_date,
    numberOfSeasons: series.number_of_seasons,
  });
});
