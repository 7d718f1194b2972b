import { expect, test, type Page } from '@playwright/test';
import { callFrom, newIdentity, signUp } from '../accounts/account-helpers.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { MOVIE_PAGE, openPlayer, openSettings, player, storeSettings } from './player-helpers.ts';

// The player without a mouse: its menus follow the WAI-ARIA menu pattern, Escape closes only the innermost
// layer, `?` lists the keys, and axe finds nothing serious with the menus open, at both widths.
test.describe.configure({ timeout: 60_000 });

const settingsButton = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true });
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.getAttribute('role') ?? element?.localName}: ${element?.textContent?.trim()}`;
  });

async function openPaused(page: Page): Promise<void> {
  await storeSettings(page, { autoplay: false, preferredSubtitles: 'english' });
  await openPlayer(page, MOVIE_PAGE);
}

test('the settings menu moves with the arrows, Home and End; Escape closes the innermost layer, not the player', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboard use is the same at every width');
  await openPaused(page);
  await player(page).hover();
  await settingsButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Settings' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect.poll(() => focusedName(page)).toMatch(/^menuitem: Speed/);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedName(page)).toMatch(/^menuitem: Quality/);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  // One item of the menu is in the tab order.
  await expect(menu.locator('[tabindex="0"]')).toHaveCount(1);

  // Into the speeds: focus on the one chosen; the arrows pick another.
  await page.keyboard.press('Enter');
  const speeds = page.getByRole('menu', { name: 'Speed' });
  await expect(speeds.getByRole('menuitemradio', { name: 'Normal' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(speeds.getByRole('menuitemradio', { name: '1.25x' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(speeds.getByRole('menuitemradio', { name: '1.25x' })).toHaveAttribute('aria-checked', 'true');

  // Escape: back to the main page, on the line that led away; again: the menu closes, focus on its button.
  await page.keyboard.press('Escape');
  await expect(speeds).toBeHidden();
  await expect(menu.getByRole('menuitem', { name: /^Speed/ })).toBeFocused();
  await expect(player(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(player(page)).toBeVisible();
  await expect(settingsButton(page)).toBeFocused();
  await expect(settingsButton(page)).toHaveAttribute('aria-expanded', 'false');
  // Only now does Escape close the player.
  await page.keyboard.press('Escape');
  await expect(player(page)).toBeHidden();
});

test('Escape in a page of controls goes back to the menu; ArrowLeft leaves a sub-menu', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboard use is the same at every width');
  await openPaused(page);
  await openSettings(page, 'Caption timing');
  const field = page.getByRole('textbox', { name: 'Offset in seconds' });
  await field.focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: /^Caption timing/ })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menu', { name: 'Speed' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('menuitem', { name: /^Speed/ })).toBeFocused();
  await expect(player(page)).toBeVisible();
});

test('? lists the keys; Escape closes the list and leaves the player open', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard use is the same at every width');
  await openPaused(page);
  await player(page).press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys).toBeVisible();
  for (const action of [
    'Play or pause',
    'Captions on or off',
    'Captions 0.2 seconds earlier',
    'Full screen',
  ]) {
    await expect(keys).toContainText(action);
  }
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();
  await expect(player(page)).toBeVisible();
});

test('axe finds nothing serious in the open player with its menus open', async ({ page }) => {
  await openPaused(page);
  await openSettings(page);
  await expect(page.getByRole('menu', { name: 'Settings' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const item of ['Captions', 'Caption style', 'Caption timing', 'Speed']) {
    // Lists of choices are menus; pages of sliders and fields are groups.
    const isMenu = item === 'Captions' || item === 'Speed';
    await page.getByRole('menuitem', { name: new RegExp(`^${item}`) }).click();
    await expect(page.getByRole(isMenu ? 'menu' : 'group', { name: item })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole(isMenu ? 'menuitem' : 'button', { name: new RegExp(`^${item}, back`) }).click();
  }
});

test('axe finds nothing serious with each page of the settings menu open, signed in, add-on captions listed', async ({
  page,
}, testInfo) => {
  test.slow();
  // The captions page with the add-ons' results in its language groups (the e2e server has no add-ons).
  await page.route('**/api/sources/subtitles?*', (route) =>
    route.fulfill({
      json: {
        subtitles: [
          {
            id: 'a-1',
            addon: 'Open Subs',
            language: 'de',
            url: '/api/sources/subtitle-file?url=https%3A%2F%2Fx.org%2Fa.srt',
          },
          {
            id: 'a-2',
            addon: 'Open Subs',
            language: 'und',
            url: '/api/sources/subtitle-file?url=https%3A%2F%2Fx.org%2Fb.srt',
          },
        ],
        unavailable: ['slow.example.org'],
      },
    }),
  );
  // Signed in, the menu has "Mark intro / credits" too.
  const identity = newIdentity(testInfo.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  await openPaused(page);
  await openSettings(page);
  const main = page.getByRole('menu', { name: 'Settings' });
  const labels = await main
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent?.trim() ?? ''));
  expect(labels).toEqual(
    expect.arrayContaining([
      'Captions',
      'Caption style',
      'Caption timing',
      'Skip segments',
      'Mark intro / credits',
    ]),
  );
  for (const label of labels) {
    await main.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
    const back = page.locator(`[aria-label="${label}, back"]`);
    await expect(back).toBeVisible();
    if (label === 'Captions') await expect(page.getByRole('group', { name: 'German' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await back.click();
    await expect(main).toBeVisible();
  }
});

test('every menu item’s accessible name holds its visible label', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same items at every width');
  await openPaused(page);
  await openSettings(page);
  const items = page.getByRole('menu', { name: 'Settings' }).getByRole('menuitem');
  for (const item of await items.all()) {
    const visible = (await item.locator('span').first().textContent())?.trim() ?? '';
    expect(visible).not.toBe('');
    expect(await item.evaluate((element) => element.textContent)).toContain(visible);
    await expect(item).toHaveAccessibleName(new RegExp(`^${visible}`));
  }
});
