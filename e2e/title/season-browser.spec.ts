import { expect, test } from '@playwright/test';
import type { TSeasonDetails } from '@marquee/domain';
import { catalogue, expectSoon, hoursAfter } from './title-helpers.ts';

test.describe.configure({ timeout: 60_000 });

const SERIES = 107113; // Only Murders in the Building: season 5 episode 1 has five guest stars.
const SEASON_API = /\/api\/tmdb\/3\/tv\/1396\/season\/1(\?|$)/;

test("the chosen season's name, air date, total runtime, episode count and overview", async ({
  page,
  request,
}) => {
  const season = await catalogue<TSeasonDetails>(request, 'tv/1396/season/1');
  const minutes = season.episodes.reduce((sum, episode) => sum + (episode.runtime ?? 0), 0);
  await page.goto('/series/1396');
  const details = page.getByTestId('season-details');
  await expectSoon(details.getByRole('heading', { name: season.name })).toBeVisible();
  await expect(details.getByText(`Runtime:${Math.floor(minutes / 60)}h ${minutes % 60}m`)).toBeVisible();
  await expect(details.getByText(`Episodes:${season.episodes.length}`)).toBeVisible();
  await expect(details.getByText('Air date:January 20, 2008')).toBeVisible();
  await expect(details.getByText(season.overview)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Episodes' }).getByTestId('episode-card');
  await expect(cards).toHaveCount(season.episodes.length);
  await expect(cards.first()).toHaveAttribute('href', '/series/1396-breaking-bad/1/1');
  await expect(cards.first()).toContainText(`1. ${season.episodes[0]!.name}`);
});

test('fallbacks: No overview available., N/A runtime; a rating to one decimal, none where nobody voted', async ({
  page,
}) => {
  await page.route(SEASON_API, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as TSeasonDetails;
    const episodes = body.episodes.map((episode, index) => ({
      ...episode,
      runtime: null,
      overview: '',
      vote_average: index === 0 ? 7.46 : 0,
      vote_count: index === 0 ? 12 : 0,
    }));
    await route.fulfill({ response, json: { ...body, overview: '', air_date: null, episodes } });
  });
  await page.goto('/series/1396');
  const details = page.getByTestId('season-details');
  await expectSoon(details.getByText('Runtime:N/A')).toBeVisible();
  await expect(details.getByTestId('season-overview')).toHaveText('No overview available.');
  await expect(details.getByText('Air date:N/A')).toBeVisible();
  const cards = page.getByTestId('episode-card');
  await expect(cards.nth(0)).toContainText('7.5');
  await expect(cards.nth(1)).not.toContainText('N/A');
  await expect(cards.nth(1).getByText('Rating')).toHaveCount(0);
});

test('an episode still to come has the Coming Soon badge', async ({ page, request }) => {
  const season = await catalogue<TSeasonDetails>(request, 'tv/1396/season/1');
  const last = season.episodes.at(-1)!;
  await page.clock.setFixedTime(hoursAfter(last.air_date!, -24));
  await page.goto('/series/1396');
  const card = page.getByTestId('episode-card').last();
  await expectSoon(card).toContainText('Coming Soon');
  await expect(page.getByTestId('episode-card').first()).not.toContainText('Coming Soon');
});

test('hovering or focusing an episode shows its overview and up to three guest stars', async ({
  page,
  request,
  isMobile,
}) => {
  const season = await catalogue<TSeasonDetails>(request, `tv/${SERIES}/season/5`);
  const episode = season.episodes[0]!;
  expect(episode.guest_stars.length).toBeGreaterThan(3);
  await page.goto(`/series/${SERIES}`);
  await expectSoon(page.getByRole('list', { name: 'Seasons' })).toBeVisible();
  await page.getByRole('list', { name: 'Seasons' }).getByRole('button', { name: season.name }).click();
  const card = page.getByTestId('episode-card').first();
  const more = card.getByTestId('episode-card-more');
  await expectSoon(card).toContainText(episode.name);
  await expect(more).toBeHidden();
  if (!isMobile) {
    await card.hover();
    await expect(more).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(more).toBeHidden();
  }
  await card.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(more).toBeVisible();
  const names = episode.guest_stars.map((star) => star.name);
  await expect(more).toContainText(names.slice(0, 3).join(', '));
  await expect(more).not.toContainText(names[3]!);
  await expect(card).toHaveAccessibleDescription(new RegExp(`^${escape(episode.overview.slice(0, 20))}`));
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
