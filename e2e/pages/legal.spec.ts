import { expect, test } from '@playwright/test';

// The shipped site/site.json gives the contact addresses (the e2e server reads the shipped site files).
test('legal and help pages render with the configured contact address', async ({ page, request }) => {
  const site = (await (await request.get('/api/site')).json()) as { contactEmail: string; dmcaEmail: string };
  for (const [path, title] of [
    ['/tos', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/disclaimer', 'Disclaimer'],
    ['/faq', 'Frequently Asked Questions'],
    ['/partners', 'Partners'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
  }
  await page.goto('/dmca');
  await expect(page.getByText(/10 to 14\s+business days/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: site.dmcaEmail }).first()).toBeVisible();
});

test('/terms leads to /tos', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/tos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});
