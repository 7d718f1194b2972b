import { expect, test, type Page } from '@playwright/test';

// Arrow keys (a TV remote's D-pad, a gamepad's) move focus between cards: left and right within a row, up and
// down between rows, with a ring that reads from across the room. Text fields keep their arrows. Desktop: a TV
// browser is wide.
test.skip(({ isMobile }) => isMobile, 'a D-pad is a wide screen’s');

const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const row = element.closest('[data-testid="media-row"], [data-testid="media-grid"]');
    return {
      isCard: element.hasAttribute('data-spatial-item'),
      href: element.getAttribute('href'),
      top: box.top + window.scrollY,
      left: box.left,
      row: row
        ? Array.from(
            document.querySelectorAll('[data-testid="media-row"], [data-testid="media-grid"]'),
          ).indexOf(row)
        : -1,
    };
  });

test('arrow keys move focus between cards: left and right within a row, up and down between rows', async ({
  page,
}) => {
  await page.goto('/');
  const row = page.getByTestId('media-row').first();
  const cards = row.locator('[data-spatial-item]');
  await expect(cards.nth(2)).toBeAttached();
  await cards.first().focus();
  const start = await focusedBox(page);
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cards.first()).toBeFocused();

  // A ring at least 4 px wide shows on the card reached with the keys.
  await expect(cards.first()).toHaveCSS('outline-width', '4px');
  await expect(cards.first()).toHaveCSS('outline-style', 'solid');

  await page.keyboard.press('ArrowDown');
  const below = await focusedBox(page);
  expect(below.isCard).toBe(true);
  expect(below.row).toBeGreaterThan(start.row);
  expect(below.top).toBeGreaterThan(start.top);
  // The nearest card of that row: the first, under the first.
  expect(Math.abs(below.left - start.left)).toBeLessThan(120);
  await page.keyboard.press('ArrowUp');
  await expect(cards.first()).toBeFocused();
});

test('arrow keys in a text field move its caret, not focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('media-row').first().locator('[data-spatial-item]').first()).toBeAttached();
  await page
    .getByRole('button', { name: /^Search\b/ })
    .first()
    .click();
  const field = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
  await field.fill('breaking');
  await field.press('ArrowLeft');
  await field.press('ArrowLeft');
  await field.press('ArrowRight');
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(7);
});
