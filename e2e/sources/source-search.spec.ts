import { expect, test } from '@playwright/test';

// The pages' source search against the server's real provider chain, which finds the demo stream for every
// title (no add-ons are configured for the browser tests, and the library has files of one other title only).

test('an episode page finds the demo stream by itself and offers to play it', async ({ page }) => {
  const search = page.waitForResponse('**/api/sources/search');
  await page.goto('/series/1396-breaking-bad/1/3');
  const answer = await search;
  expect(answer.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(await answer.text()).toMatch(
    /^event: trying\n[\s\S]*event: found\ndata: \{"provider":"demo","name":"Demo stream"/,
  );
  expect(answer.request().postDataJSON()).toMatchObject({
    type: 'show',
    title: 'Breaking Bad',
    tmdbId: '1396',
    season: { number: 1 },
    episode: { number: 3 },
  });
  const play = page.getByTestId('episode-play-controls').getByRole('button').first();
  await expect(play).toHaveText('Play Episode', { timeout: 15_000 });
  await expect(play).toHaveAttribute('data-status', 'found');
});

test("a movie's Watch finds the demo stream, and nothing says it was not found", async ({ page }) => {
  await page.goto('/movies/832');
  const watch = page.getByRole('button', { name: 'Watch' });
  await expect(watch).toBeEnabled({ timeout: 15_000 });
  const search = page.waitForResponse('**/api/sources/search');
  await watch.click();
  expect((await search).request().postDataJSON()).toMatchObject({ type: 'movie', title: 'M', tmdbId: '832' });
  expect(await (await search).text()).toContain('event: found');
  // What was found plays: the player opens over the page (which is out of the accessibility tree meanwhile).
  await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("We can't find this movie right now, try again?")).toHaveCount(0);
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(watch).toBeEnabled();
  await expect(page.getByText("We can't find this movie right now, try again?")).toHaveCount(0);
});
