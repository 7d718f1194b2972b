import { expect, test } from '@playwright/test';
import { FIXTURE_SITE } from '../support/site-fixture.ts';

// The e2e server's site.json (e2e/fixtures/site/) gives contact addresses of its own, so a page showing the
// shipped placeholders would fail here.
const PAGES = [
  ['/tos', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/disclaimer', 'Disclaimer'],
  ['/faq', 'Frequently Asked Questions'],
  ['/partners', 'Partners'],
  ['/partners/submit', 'Partnership request'],
] as const;

test('the server hands the pages the contact addresses of its site.json', async ({ request }) => {
  expect(await (await request.get('/api/site')).json()).toEqual(FIXTURE_SITE);
});

for (const [path, title] of PAGES) {
  test(`${path} has its heading, its title and the configured contact address`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Marquee`);
    await expect(
      page.getByRole('main').getByRole('link', { name: FIXTURE_SITE.contactEmail }),
    ).toHaveAttribute('href', `mailto:${FIXTURE_SITE.contactEmail}`);
  });
}

test('/dmca gives the notices address and 10 to 14 business days for counter-notices', async ({ page }) => {
  await page.goto('/dmca');
  await expect(page.getByRole('heading', { level: 1, name: 'DMCA Policy' })).toBeVisible();
  await expect(page).toHaveTitle('DMCA Policy · Marquee');
  await expect(page.getByRole('main')).toContainText(/counter-notices within\s+10 to 14 business days/);
  await expect(
    page.getByRole('main').getByRole('link', { name: FIXTURE_SITE.dmcaEmail }).first(),
  ).toHaveAttribute('href', `mailto:${FIXTURE_SITE.dmcaEmail}`);
});

test('/terms is the Terms of Service page, at /tos', async ({ page }) => {
  await page.goto('/tos');
  const tos = await page.getByRole('main').innerText();
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/tos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service · Marquee');
  expect(await page.getByRole('main').innerText()).toBe(tos);
});

test('the footer reaches every legal and help page it links', async ({ page, viewport }) => {
  test.skip(
    (viewport?.width ?? 0) < 1280,
    'DMCA, Terms, Disclaimer and Partners show on extra-large screens only',
  );
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  for (const [href, title] of [
    ['/dmca', 'DMCA Policy'],
    ['/tos', 'Terms of Service'],
    ['/disclaimer', 'Disclaimer'],
    ['/partners', 'Partners'],
    ['/faq', 'Frequently Asked Questions'],
  ] as const) {
    await footer.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Marquee`);
  }
});
