import { expect, test } from '@playwright/test';

// The header holds the mark, search, alerts, Register and Login on the narrowest phones without pushing any
// of them past the screen's edge.
test('every header control lies within the screen', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const controls = await header.locator('a:visible, button:visible').all();
  expect(controls.length).toBeGreaterThan(3);
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, await control.innerText()).not.toBeNull();
    expect(box!.x, await control.innerText()).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, await control.innerText()).toBeLessThanOrEqual(width);
  }
});
