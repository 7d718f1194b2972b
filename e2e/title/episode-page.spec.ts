import { expect, test } from '@playwright/test';
import { hasRating, type TCastMember, type TEpisodeDetails } from '@marquee/domain';
import { catalogue, expectSoon, findNoSources, jsonLdOf, runClockUntilVisible } from './title-helpers.ts';

test.describe.configure({ timeout: 60_000 });

const EPISODE = '/series/1396-breaking-bad/1/1';
const EPISODE_API = /\/api\/tmdb\/3\/tv\/1396\/season\/1\/episode\/1\?/;

test('an episode page shows every element of the spec', async ({ page, request }) => {
  const episode = await catalogue<TEpisodeDetails>(
    request,
    'tv/1396/season/1/episode/1?append_to_response=credits,images',
  );
  await page.goto(EPISODE);
  const heading = page.getByRole('heading', { level: 1 });
  await expectSoon(heading).toContainText(`S1 E1 ${episode.name}`);
  await expectSoon(heading).toHaveAccessibleName(`S1 E1 ${episode.name} · Breaking Bad`);
  await expect(page.getByText('Season 1 · Episode 1')).toBeVisible();
  await expect(page.getByTestId('still-rating')).toHaveText(/N\/A|\d\.\d/);
  await expect(page.getByText('Released On:')).toBeVisible();
  await expect(page.getByText('Director:')).toBeVisible();
  // A rating shows with its votes only once somebody has voted; never as "N/A" or "(0 votes)".
  if (hasRating(episode.vote_average, episode.vote_count)) {
    await expect(page.getByText('Rating:')).toBeVisible();
    await expect(page.getByText(/\(\d+ votes\)/)).toBeVisible();
  } else {
    await expect(page.getByText('Rating:')).toHaveCount(0);
    await expect(page.getByText('(0 votes)')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Images From This Episode' })).toBeVisible();
  await expect(page.getByTestId('season-browser')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cast & Crew' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-pressed', 'true');
  // The episode being shown is marked in the season browser.
  await expect(page.getByTestId('episode-card').first()).toHaveAttribute('aria-current', 'page');
  const [data] = await jsonLdOf(page);
  expect(data).toMatchObject({
    '@type': 'TVEpisode',
    name: episode.name,
    episodeNumber: 1,
    partOfSeason: { '@type': 'TVSeason', seasonNumber: 1 },
    partOfSeries: { '@type': 'TVSeries', name: 'Breaking Bad' },
  });
});

test('the play button: Load & Play, loading, then after the retries the retry label and failure text', async ({
  page,
}) => {
  await findNoSources(page);
  await page.clock.install();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Until the series' details arrive there is nothing to search for.
  await page.route(/\/api\/tmdb\/3\/tv\/1396\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(EPISODE);
  const play = page.getByTestId('episode-play-controls').getByRole('button').first();
  await expectSoon(play).toHaveText('Load & Play');
  release();
  await expectSoon(play).toHaveText('Loading sources...');
  await runClockUntilVisible(page, play.getByText('Not found: Click to try again'));
  await expect(page.getByText('Failed to load video sources. Please try again later.')).toBeVisible();
  await play.click();
  await expectSoon(play).toHaveText('Not found: Click to try again');
});

test('up to ten guest stars, then +N more', async ({ page }) => {
  const guests: TCastMember[] = Array.from({ length: 13 }, (_, i) => ({
    id: 7000 + i,
    name: `Guest ${i + 1}`,
    character: `Part ${i + 1}`,
    profile_path: null,
    order: i,
    credit_id: `guest-${i}`,
  }));
  await page.route(EPISODE_API, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as TEpisodeDetails;
    await route.fulfill({ response, json: { ...body, guest_stars: guests } });
  });
  await page.goto(EPISODE);
  const region = page.getByRole('region', { name: 'Guest Stars' });
  await expectSoon(region.getByRole('listitem')).toHaveCount(11);
  await expect(region.getByText('Guest 10', { exact: true })).toBeVisible();
  await expect(region.getByText('Guest 11', { exact: true })).toHaveCount(0);
  await expect(region.getByText('+3 more')).toBeVisible();
});

test('the overview sits beside the still on wide screens and below it on phones', async ({ page }) => {
  await page.goto(EPISODE);
  const still = page.getByTestId('still-rating').locator('..');
  const overview = page.getByTestId('episode-overview');
  await expectSoon(overview).toBeVisible();
  const a = (await still.boundingBox())!;
  const b = (await overview.boundingBox())!;
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
  } else {
    expect(b.y).toBeGreaterThan(a.y + a.height);
  }
});

test("a failed episode load says 'Failed to load episode information. Please try again later.'", async ({
  page,
}) => {
  await page.route(EPISODE_API, (route) =>
    route.fulfill({ status: 500, json: { success: false, status_code: 11, status_message: 'Down' } }),
  );
  await page.goto(EPISODE);
  await expectSoon(
    page.getByText('Failed to load episode information. Please try again later.'),
  ).toBeVisible();
});

test("an episode address without usable identifiers says 'Missing required parameters'", async ({ page }) => {
  await page.goto('/series/abc/1/1');
  await expectSoon(page.getByRole('heading', { name: 'Missing required parameters' })).toBeVisible();
  await page.goto('/series/1396/one/1');
  await expectSoon(page.getByRole('heading', { name: 'Missing required parameters' })).toBeVisible();
});
