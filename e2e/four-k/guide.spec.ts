import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { goToStep, mintToken, qualityItems, stepHeading } from './four-k-helpers.ts';

const MOVIE_PAGE = '/movies/83533-avatar-fire-and-ash';

test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');

async function openPlayer(page: Page): Promise<void> {
  await page.goto(MOVIE_PAGE);
  // The second time the film has progress, and the button reads "Resume …".
  await page
    .getByRole('button', { name: /^(Watch|Resume\b.*)$/ })
    .first()
    .click();
  await expect(page.getByTestId('player')).toBeVisible({ timeout: 20_000 });
}

test('Next and Back move through the three steps, clamped to 1..3', async ({ page }) => {
  await page.goto('/4k');
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Account');
  await expect(page.getByRole('listitem').filter({ hasText: 'Account' }).first()).toHaveAttribute(
    'aria-current',
    'step',
  );
  const back = page.getByRole('button', { name: 'Back' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(back).toBeDisabled();
  await next.click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Token');
  await next.click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Submit');
  await expect(next).toBeDisabled();
  await next.click({ force: true });
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Submit');
  await back.click();
  await back.click();
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Account');
  await back.click({ force: true });
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Account');
  await expectNoSeriousA11yViolations(page);
});

test('a minted token tests valid, submits, completes the setup, and brings 4K to the player', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Without a token the demo stream stops at 1080p.
  await openPlayer(page);
  expect(await qualityItems(page)).not.toContain('4K');

  const token = mintToken('e2e viewer');
  await page.goto('/4k');
  await goToStep(page, 2);
  const input = page.getByLabel('4K token');
  await expect(input).toHaveAttribute('required', '');
  await expect(page.getByText('Not tested yet')).toBeVisible();
  await input.fill(token);
  await page.getByRole('button', { name: 'Test token' }).click();
  await expect(page.getByText('Token is valid!', { exact: true })).toBeVisible();
  await goToStep(page, 3);
  await page.getByRole('button', { name: 'Submit token' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token submitted successfully' })).toBeVisible();
  await expect(page.getByText('Setup Complete!', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('ui-token'),
    flag: localStorage.getItem('4kToken'),
  }));
  expect(stored).toEqual({ token, flag: 'true' });

  await openPlayer(page);
  expect(await qualityItems(page)).toEqual(['✓Auto', '360p', '720p', '1080p', '4K']);
  // The 2160p level really plays.
  await page.getByRole('menu', { name: 'Quality' }).getByRole('menuitemradio', { name: '4K' }).click();
  await expect
    .poll(() => page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => video.videoHeight), {
      timeout: 20_000,
    })
    .toBe(2160);
});

test('invalid tokens get the messages of the spec, exactly', async ({ page }) => {
  await page.goto('/4k');
  await goToStep(page, 2);
  const input = page.getByLabel('4K token');
  // Shaped like a token, but no JWT of ours: the test finds no streams.
  await input.fill(`ey${'x'.repeat(60)}`);
  await page.getByRole('button', { name: 'Test token' }).click();
  await expect(page.getByText('Invalid token', { exact: true })).toBeVisible();
  // Editing the token makes its state unknown again.
  await input.fill(mintToken('another site', 'a-premium-key-of-some-other-site-0123456789'));
  await expect(page.getByText('Not tested yet')).toBeVisible();
  await page.getByRole('button', { name: 'Test token' }).click();
  await expect(page.getByText('Invalid token', { exact: true })).toBeVisible();

  // Well formed but signed elsewhere: the service refuses it.
  await goToStep(page, 3);
  await page.getByRole('button', { name: 'Submit token' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Submission failed, please try again or report on discord, thanks.',
  );

  // Under 50 characters, or without 'ey': refused before any call.
  for (const bad of ['eyJ-too-short', 'x'.repeat(60)]) {
    await page.getByRole('button', { name: 'Back' }).click();
    await input.fill(bad);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit token' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid token, please check and try again.');
  }
  expect(await page.evaluate(() => localStorage.getItem('ui-token'))).toBeNull();
});

test('a server without a premium key says 4K is switched off', async ({ page }) => {
  await page.route('**/api/cosmic-status', (route) => route.fulfill({ json: { enabled: false } }));
  await page.goto('/4k');
  await expect(page.getByRole('note')).toContainText('4K is switched off on this site');
});
