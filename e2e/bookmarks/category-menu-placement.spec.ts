import { expect, test, type Locator, type Page } from '@playwright/test';

// The bookmark category menu opens where it fits: below its button, flipped above it when the room is there, and
// a sheet along the bottom on phones; 'New category' is on the screen every time.

const MOVIE = 832; // M (1931)

async function openMenu(page: Page) {
  await page.goto(`/movies/${MOVIE}`);
  await page
    .getByTestId('movie-page')
    .getByRole('button', { name: 'Bookmark categories for M' })
    .first()
    .click();
  const menu = page.getByTestId('bookmark-menu');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Watchlist' })).toBeFocused();
  return menu;
}

/** The box of `target`, expected wholly inside the window. */
async function expectOnScreen(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  return box;
}

test('below its button where it fits, flipped above it near the foot of the window', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'phones get a sheet');
  await page.goto(`/movies/${MOVIE}`);
  const more = page
    .getByTestId('movie-page')
    .getByRole('button', { name: 'Bookmark categories for M' })
    .first();
  const menu = page.getByTestId('bookmark-menu');
  const viewport = page.viewportSize()!;

  // Near the foot of the window: too little room under the button, so the menu opens above it.
  await more.evaluate((element, height) => {
    window.scrollBy(0, element.getBoundingClientRect().bottom - (height - 60));
  }, viewport.height);
  let button = (await more.boundingBox())!;
  expect(viewport.height - (button.y + button.height)).toBeLessThan(100);
  await more.click();
  await expect(menu).toHaveAttribute('data-placement', 'above');
  const flipped = await expectOnScreen(page, menu);
  expect(flipped.y + flipped.height).toBeLessThanOrEqual(button.y);
  await expectOnScreen(page, menu.getByRole('textbox', { name: 'New category' }));
  await expectOnScreen(page, menu.getByRole('menuitemcheckbox', { name: 'Favorites' }));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // High in the window: below it.
  await more.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 150));
  button = (await more.boundingBox())!;
  await more.click();
  await expect(menu).toHaveAttribute('data-placement', 'below');
  expect((await expectOnScreen(page, menu)).y).toBeGreaterThanOrEqual(button.y + button.height);
  await expectOnScreen(page, menu.getByRole('textbox', { name: 'New category' }));
});

test('on a phone it is a sheet along the bottom of the screen, New category on it', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'wider screens anchor it to its button');
  const menu = await openMenu(page);
  await expect(menu).toHaveAttribute('data-placement', 'sheet');
  const sheet = await expectOnScreen(page, menu);
  const viewport = page.viewportSize()!;
  expect(sheet.x).toBe(0);
  expect(sheet.width).toBe(viewport.width);
  expect(Math.abs(sheet.y + sheet.height - viewport.height)).toBeLessThanOrEqual(1);
  const input = menu.getByRole('textbox', { name: 'New category' });
  await expectOnScreen(page, input);
  await input.fill('Weekend');
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Weekend' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
