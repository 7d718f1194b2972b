import { test, type Page } from '@playwright/test';
import { BROWSE_TEST_TIMEOUT_MS, expect } from './browse-helpers.ts';

// A visitor with history: home resumes first, and a title page's main button says where they left off.

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

const now = Date.now();
const history = {
  '832': {
    type: 'movie',
    title: 'M',
    year: 1931,
    updatedAt: now - 1000,
    progress: { watched: 12, duration: 6000 },
  },
  '1396': {
    type: 'show',
    title: 'Breaking Bad',
    year: 2008,
    updatedAt: now - 60_000,
    episodes: {
      s1e2: {
        id: 62086,
        number: 2,
        title: "Cat's in the Bag...",
        seasonId: 3572,
        updatedAt: now - 60_000,
        progress: { watched: 2_400, duration: 2_880 },
      },
    },
  },
};

function seed(page: Page) {
  return page.addInitScript(
    (stored) => window.localStorage.setItem('media-tracking', stored),
    JSON.stringify(history),
  );
}

test('after 12 s of a movie its main button reads "Resume 0:12" with a progress bar', async ({ page }) => {
  await seed(page);
  await page.goto('/movies/832');
  const resume = page.getByRole('button', { name: 'Resume 0:12' });
  await expect(resume).toBeVisible();
  await expect(resume.getByTestId('resume-progress')).toBeVisible();
});

test("a series' one main button resumes the episode left half-watched, with the minutes left", async ({
  page,
}) => {
  await seed(page);
  await page.goto('/series/1396');
  const resume = page.getByRole('button', { name: 'Resume S1 E2 · 8 min left' });
  await expect(resume).toBeVisible();
  await expect(page.getByTestId('episode-picker').getByLabel('Episode')).toHaveValue('2');
  await page.getByTestId('episode-picker').getByLabel('Episode').selectOption('3');
  await expect(page.getByRole('button', { name: 'Play S1 E3' })).toBeVisible();
});

test('Continue Watching is the first row under the hero', async ({ page }) => {
  await seed(page);
  await page.goto('/');
  const row = page.getByTestId('continue-watching');
  await expect(row).toBeVisible();
  const sections = await page
    .locator('#main section[aria-labelledby]')
    .evaluateAll((all) => all.map((element) => element.getAttribute('data-testid') ?? ''));
  expect(sections.indexOf('continue-watching')).toBeLessThanOrEqual(1);
});
