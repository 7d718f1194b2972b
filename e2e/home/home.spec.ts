import { expect, test } from '@playwright/test';

test('home shows trending posters', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('media-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  const poster = cards.first().locator('img');
  await expect(poster).toHaveAttribute('src', /^\/img\?url=%2Fapi%2Fimages%2F/);
  // The poster really loads (a generated image, not the shimmer placeholder).
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
