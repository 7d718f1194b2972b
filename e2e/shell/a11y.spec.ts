import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { openMenu, SHELL_PAGE } from './shell-helpers.ts';

test('the shell and the Not-found page have no serious accessibility violations', async ({ page }) => {
  await page.goto(SHELL_PAGE);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('in light mode too', async ({ page }) => {
  await page.goto(SHELL_PAGE);
  await page.getByRole('button', { name: 'Switch light or dark mode' }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(false);
  // The colours change with a transition: contrast is checked on the light theme, not on a colour halfway.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
      ),
    )
    .toBe(0);
  await expectNoSeriousA11yViolations(page);
});

test('with the navigation menu open', async ({ page }) => {
  await page.goto(SHELL_PAGE);
  await openMenu(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('with the floating panel open', async ({ page }) => {
  await page.goto(SHELL_PAGE);
  await page.getByTestId('floating-actions').getByRole('button', { name: 'Quick menu' }).click();
  await expect(page.getByRole('group', { name: 'Quick menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
