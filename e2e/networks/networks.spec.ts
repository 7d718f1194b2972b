import { expect, test } from '@playwright/test';
import { NETWORKS } from '@marquee/domain';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { catalogueApi, expectNoSideScroll } from '../support/browse-pages.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/networks');
  await expect(page.getByRole('heading', { name: 'Networks', level: 1 })).toBeVisible();
});

test('8 networks, each with 5 titles and a link to its page', async ({ page }) => {
  const cards = page.getByTestId('network-card');
  await expect(cards).toHaveCount(8);
  for (const [index, network] of NETWORKS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByTestId('network-title')).toHaveCount(5);
    await expect(card.getByRole('link', { name: `See all ${network.name}` })).toHaveAttribute(
      'href',
      `/networks/${network.slug}`,
    );
  }
});

test("the 5 titles are the network's own, shuffled once per visit", async ({ page, request }) => {
  const query = { with_watch_providers: 8, watch_region: 'US' };
  const movies = await catalogueApi(request, 'discover/movie', query);
  const series = await catalogueApi(request, 'discover/tv', query);
  const originals = new Set([
    ...movies.results.map((m) => `movies/${m.id}`),
    ...series.results.map((s) => `series/${s.id}`),
  ]);
  const netflix = page.getByTestId('network-card').first();
  const titles = netflix.getByTestId('network-title');
  await expect(titles).toHaveCount(5);
  const shown = await titles.getByRole('link').evaluateAll((links) =>
    links.map((a) =>
      /^\/(movies|series)\/(\d+)/
        .exec(a.getAttribute('href') ?? '')
        ?.slice(1)
        .join('/'),
    ),
  );
  expect(shown.every((key) => key !== undefined && originals.has(key))).toBe(true);
  expect(new Set(shown).size).toBe(5);

  // Another visit shuffles again: over a few visits, the five differ at least once.
  const seen = new Set([JSON.stringify(await titles.allTextContents())]);
  for (let visit = 0; visit < 5 && seen.size === 1; visit++) {
    await page.reload();
    await expect(titles).toHaveCount(5);
    seen.add(JSON.stringify(await titles.allTextContents()));
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('the all-networks list links to every network page', async ({ page }) => {
  const links = page.getByTestId('all-networks').getByRole('link');
  await expect(links).toHaveCount(8);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(NETWORKS.map((n) => `/networks/${n.slug}`));
  await links.filter({ hasText: 'Peacock' }).click();
  await expect(page).toHaveURL(/\/networks\/peacock$/);
});

test('fits the screen and has no serious accessibility violations', async ({ page }) => {
  await expect(page.getByTestId('network-title')).toHaveCount(40);
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
});
