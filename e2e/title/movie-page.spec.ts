import { expect, test } from '@playwright/test';
import type { TMovieDetails, TPage, TMediaItem } from '@marquee/domain';
import {
  catalogue,
  expectSoon,
  hoursAfter,
  jsonLdOf,
  layoutShiftOf,
  metaContent,
  MINUTE,
  recordLayoutShifts,
  toast,
  findNoSources,
  runClockUntilVisible,
} from './title-helpers.ts';
import { holdAnswers } from '../support/waits.ts';

test.describe.configure({ timeout: 60_000 });

const MOVIE = 832; // M (1931): a released film of the sample catalogue with cast, crew and genres.
const NOT_FOUND_TOAST = "We can't find this movie right now, try again?";

test('a movie page shows its hero, credits five first, and recommendations', async ({ page, request }) => {
  const movie = await catalogue<TMovieDetails>(request, `movie/${MOVIE}?append_to_response=credits`);
  await page.goto(`/movies/${MOVIE}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expectSoon(heading).toHaveAccessibleName(movie.title);
  // The logo stands in for the name once it has loaded (its alt text is the name).
  await expectSoon(page.getByTestId('title-logo')).toBeVisible();
  const genres = page.getByRole('list', { name: 'Genres' }).first().getByRole('listitem');
  await expect(genres).toHaveText(movie.genres.map((genre) => genre.name));
  await expect(page.getByText('May 11, 1931')).toBeVisible();
  await expect(page.getByText('8.0', { exact: true })).toBeVisible();
  await expect(page.getByText('1h 57m')).toBeVisible();
  await expect(page.getByRole('button', { name: `Bookmark ${movie.title}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Share ${movie.title}` })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);

  const credits = page.getByRole('list', { name: 'Cast and crew' }).getByRole('listitem');
  await expect(credits).toHaveCount(5);
  const total = (movie.credits?.cast.length ?? 0) + (movie.credits?.crew.length ?? 0);
  await page.getByRole('button', { name: /^Show all/ }).click();
  await expect(credits).toHaveCount(total);
  await expect(credits.filter({ hasText: 'Fritz Lang' }).filter({ hasText: 'Director' })).toHaveCount(1);

  const recommendations = page.getByRole('region', { name: 'Recommendations' });
  await expect(recommendations.getByTestId('media-card').first()).toBeVisible();
});

test('page title, description, Open Graph tags and JSON-LD Movie', async ({ page, request }) => {
  const movie = await catalogue<TMovieDetails>(request, `movie/${MOVIE}?append_to_response=credits`);
  await page.goto(`/movies/${MOVIE}-m`);
  await expectSoon(page).toHaveTitle(`${movie.title} | Marquee`);
  expect(await metaContent(page, 'og:title')).toBe(`${movie.title} | Marquee`);
  expect(await metaContent(page, 'description')).toBe(movie.overview);
  expect(await metaContent(page, 'og:type')).toBe('video.movie');
  expect(await metaContent(page, 'og:image')).toMatch(/\/img\?url=/);
  const [data] = await jsonLdOf(page);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Movie',
    name: movie.title,
    datePublished: movie.release_date,
    duration: 'PT1H57M',
    director: [{ '@type': 'Person', name: 'Fritz Lang' }],
  });
});

test('Watch and Download show only once the release date is more than 12 hours old', async ({
  page,
  request,
}) => {
  const upcoming = await catalogue<TPage<TMediaItem>>(request, 'movie/upcoming');
  const movie = upcoming.results.find((item) => item.release_date);
  expect(movie).toBeDefined();
  const { id, release_date: date = '' } = movie!;

  await page.clock.setFixedTime(hoursAfter(date, 12, -MINUTE));
  await page.goto(`/movies/${id}`);
  await expectSoon(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Share / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);

  await page.clock.setFixedTime(hoursAfter(date, 12, MINUTE));
  await page.reload();
  await expectSoon(page.getByRole('button', { name: 'Watch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
});

test('a movie still to come has the Coming Soon badge', async ({ page, request }) => {
  const movie = await catalogue<TMovieDetails>(request, `movie/${MOVIE}`);
  await page.clock.setFixedTime(hoursAfter(movie.release_date, -24));
  await page.goto(`/movies/${MOVIE}`);
  await expectSoon(page.getByText('Coming Soon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch' })).toHaveCount(0);
});

test('Watch searches for sources and, finding none, says so in a toast', async ({ page }) => {
  await findNoSources(page);
  await page.goto(`/movies/${MOVIE}`);
  await expectSoon(page.getByRole('button', { name: 'Watch' })).toBeEnabled();
  await page.getByRole('button', { name: 'Watch' }).click();
  await expectSoon(toast(page, NOT_FOUND_TOAST)).toBeVisible();
});

test('play=true starts the source search by itself and, after its retries find nothing, toasts', async ({
  page,
}) => {
  await findNoSources(page);
  await page.clock.install();
  await page.goto(`/movies/${MOVIE}?play=true`);
  await expectSoon(page.getByRole('status').filter({ hasText: 'Searching' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch' })).toBeDisabled();
  await runClockUntilVisible(page, toast(page, NOT_FOUND_TOAST));
  await expect(page.getByRole('button', { name: 'Watch' })).toBeEnabled();
});

test('Share copies the link and says so when the Web Share API is missing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/movies/${MOVIE}-m`);
  await expectSoon(page.getByRole('button', { name: /^Share / })).toBeVisible();
  await page.getByRole('button', { name: /^Share / }).click();
  await expectSoon(toast(page, 'Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/movies\/832-m$/);
});

test('Share hands the title and link to the Web Share API when there is one', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        w.shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.goto(`/movies/${MOVIE}`);
  await expectSoon(page.getByRole('button', { name: /^Share / })).toBeVisible();
  await page.getByRole('button', { name: /^Share / }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: 'M', url: expect.stringMatching(/\/movies\/832$/) as unknown as string }]);
  await expect(toast(page, 'Link copied to clipboard')).toHaveCount(0);
});

test('the first page of a visit paints with its data: no skeleton shows when the data comes in time', async ({
  page,
}) => {
  // Whether the skeleton was ever put in the page, however briefly.
  await page.addInitScript(() => {
    const seen = { skeleton: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="detail-skeleton"]')) seen.skeleton = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/movies/${MOVIE}`);
  await expectSoon(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header img').first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { seen: { skeleton: boolean } }).seen.skeleton),
  ).toBe(false);
  // A later navigation does not wait: it shows the skeleton while its data loads.
  const release = await holdAnswers(page, /\/api\/tmdb\/3\/movie\/\d+\?/);
  await page.getByTestId('media-card').first().getByRole('link').first().click();
  await expectSoon(page.getByTestId('detail-skeleton')).toBeVisible();
  release();
});

test("on a first load the server's hero stays while the movie loads; only a stalled load gets the skeleton; the page keeps its layout (CLS under 0.05)", async ({
  page,
}) => {
  // The page's clock stands still until the test moves it: on a slow machine, time flowing while the test looks
  // would pass the 10 s wait before the test's first jump ends.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await recordLayoutShifts(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const isAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/api\/tmdb\/3\/movie\/832\?/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(`/movies/${MOVIE}`, { waitUntil: 'commit' });
  await isAsked;
  // The app has started: its first task takes the server's head tags out.
  await expectSoon(page.locator('[data-page-head]')).toHaveCount(0);
  // The app waits for the data under the screen the server drew (apps/web/src/first-screen/)...
  await page.clock.fastForward(9_000);
  await expect(page.getByRole('heading', { level: 1, name: 'M' })).toBeVisible();
  await expect(page.getByTestId('detail-skeleton')).toHaveCount(0);
  // ...and after 10 s gives up on it: the skeleton, with the site's bars. (Past 10 s however late the app set its
  // timer within the first jump: the wait's exact length is the router's unit test's.)
  await page.clock.fastForward(11_000);
  await page.clock.resume();
  await expectSoon(page.getByTestId('detail-skeleton')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  release();
  await expectSoon(page.getByTestId('title-logo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftOf(page)).toBeLessThan(0.05);
});

test('the HTML names the movie before any script runs; once the app runs one set of tags remains', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`/movies/${MOVIE}-m`)).text();
  expect(html).toContain('<title data-page-head>M | Marquee</title>');
  expect(html).toContain('"@type":"Movie"');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`/movies/${MOVIE}-m`);
  await expectSoon(page.getByTestId('title-logo')).toBeVisible();
  await expect(page).toHaveTitle('M | Marquee');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('[data-page-head]')).toHaveCount(0);
  expect(refused).toEqual([]);
});
