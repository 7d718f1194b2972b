import { test, type Page } from '@playwright/test';
import { player, seedHistory } from '../player/player-helpers.ts';
import { activeSlide, BROWSE_TEST_TIMEOUT_MS, expect } from './browse-helpers.ts';

// The home hero offers Play (Resume for a title part-watched) and More info, and is short enough that a visitor's
// first row, Continue Watching, starts on the first screen at both widths.

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });
// With reduced motion the carousel starts paused: the slide read is the one still shown when the test acts.
test.use({ reducedMotion: 'reduce' });

const hour = 3_600_000;

/** The shown slide's title page, and what kind of title it is. */
async function shownTitle(page: Page) {
  const more = activeSlide(page).getByRole('link', { name: /^More info/ });
  const href = (await more.getAttribute('href')) ?? '';
  const match = /^\/(movies|series)\/(\d+)/.exec(href);
  if (!match) throw new Error(`the shown slide links to ${href}`);
  return { href, kind: match[1] === 'movies' ? ('movie' as const) : ('show' as const), id: Number(match[2]) };
}

test("the shown slide has Play, opening its title page's player at once, and More info", async ({ page }) => {
  await page.goto('/');
  const slide = activeSlide(page);
  const play = slide.getByRole('link', { name: /^Play/ });
  await expect(play).toBeVisible();
  const { href } = await shownTitle(page);
  await expect(slide.getByRole('link', { name: /^More info/ })).toHaveAttribute('href', href);
  await expect(play).toHaveAttribute('href', `${href}?play=true`);
  await play.click();
  await expect(page).toHaveURL(new RegExp(`${href}\\?play=true$`));
  await expect(player(page)).toBeVisible({ timeout: 20_000 });
});

test('for a title left part-watched, Play reads Resume with a progress bar', async ({ page }) => {
  await page.goto('/');
  const { kind, id } = await shownTitle(page);
  const updatedAt = Date.now() - hour;
  await seedHistory(page, {
    [id]:
      kind === 'movie'
        ? { id, type: 'movie', title: 'T', updatedAt, progress: { watched: 754, duration: 6000 } }
        : {
            id,
            type: 'show',
            title: 'T',
            updatedAt,
            episodes: {
              s1e2: {
                id: 's1e2',
                number: 2,
                seasonNumber: 1,
                updatedAt,
                progress: { watched: 1_400, duration: 2_880 },
              },
            },
          },
  });
  await page.reload();
  const resume = activeSlide(page).getByRole('link', { name: /^Resume/ });
  await expect(resume).toHaveAccessibleName(
    kind === 'movie' ? /^Resume 12:34/ : /^Resume S1 E2 · 25 min left/,
  );
  await expect(resume.getByTestId('resume-progress')).toBeAttached();
  await expect(activeSlide(page).getByRole('link', { name: /^Play/ })).toHaveCount(0);
});

test('with history, Continue Watching starts above the fold, under a hero that leaves room for it', async ({
  page,
}) => {
  await seedHistory(page, {
    '832': {
      id: 832,
      type: 'movie',
      title: 'M',
      year: 1931,
      updatedAt: Date.now() - hour,
      progress: { watched: 12, duration: 6000 },
    },
  });
  await page.goto('/');
  const row = page.getByTestId('continue-watching');
  await expect(row.getByTestId('continue-card')).toHaveCount(1);
  const viewport = page.viewportSize()!;
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  // On phones the bottom bar takes the foot of the screen.
  const fold = (await bar.isVisible()) ? (await bar.boundingBox())!.y : viewport.height;
  const heading = (await row.getByRole('heading', { name: 'Continue Watching' }).boundingBox())!;
  expect(heading.y + heading.height).toBeLessThanOrEqual(fold);
  // Its first card shows at least in part, not only its heading.
  const card = (await row.getByTestId('continue-card').first().boundingBox())!;
  expect(card.y).toBeLessThan(fold);
  const hero = (await page.getByTestId('hero-carousel').boundingBox())!;
  expect(hero.height).toBeLessThanOrEqual(440);
});
