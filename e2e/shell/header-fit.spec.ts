import { expect, test, type Page } from '@playwright/test';
import { callFrom, newIdentity, signUp } from '../accounts/account-helpers';

// The header holds its controls on the narrowest phones without pushing any of them past the screen's edge:
// the mark, search, alerts, Register and Login for a visitor; the profile's avatar and name once signed in.
async function expectControlsWithinScreen(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const width = page.viewportSize()?.width ?? 0;
  const controls = await header.locator('a:visible, button:visible').all();
  expect(controls.length).toBeGreaterThan(3);
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, await control.innerText()).not.toBeNull();
    expect(box!.x, await control.innerText()).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, await control.innerText()).toBeLessThanOrEqual(width);
  }
}

test('every header control lies within the screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expectControlsWithinScreen(page);
});

test('signed in, the header shows the profile name and every control lies within the screen', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(identity.username)).toBeVisible();
  await expectControlsWithinScreen(page);
});
