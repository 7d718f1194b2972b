import { expect, test } from '@playwright/test';
import { FIXTURE_SITE } from '../support/site-fixture.ts';
import { openMenu, SHELL_PAGE } from './shell-helpers.ts';

// The e2e server's site.json (e2e/fixtures/site/) names two communities of its own, not the shipped placeholder.
test("the shell's community links are the ones site.json configures", async ({ page, request }) => {
  expect((await (await request.get('/api/site')).json()).community).toEqual(FIXTURE_SITE.community);
  await page.goto(SHELL_PAGE);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const [first] = FIXTURE_SITE.community;

  // The footer and the floating panel link the first; both open in a new tab without handing over the opener.
  await page.getByTestId('floating-actions').getByRole('button', { name: 'Quick menu' }).click();
  for (const link of [
    page.getByRole('contentinfo').getByRole('link', { name: first!.name }),
    page.getByTestId('floating-actions').getByRole('link', { name: first!.name }),
  ]) {
    await expect(link).toHaveAttribute('href', first!.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  // The menu lists every one, by its configured name.
  await openMenu(page);
  const quickLinks = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Quick links' });
  for (const { name, url } of FIXTURE_SITE.community) {
    await expect(quickLinks.getByRole('link', { name })).toHaveAttribute('href', url);
  }
  // Nothing of the shipped placeholder (site/site.json) remains.
  await expect(page.locator('a[href*="discord.com"]')).toHaveCount(0);
});
