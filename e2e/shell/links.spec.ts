import { expect, test } from '@playwright/test';
import { FIXTURE_SITE } from '../support/site-fixture.ts';
import { isPhone, openMenu, SHELL_PAGE } from './shell-helpers.ts';

const hrefs = (links: { getAttribute(name: string): Promise<string | null> }[]) =>
  Promise.all(links.map((link) => link.getAttribute('href')));

const CATEGORY_SLUGS = [
  'animation',
  'sci-fi',
  'action',
  'action-adventure',
  'comedy',
  'kids',
  'drama',
  'adventure',
  'fantasy',
  'mystery',
  'crime',
  'war',
  'documentary',
  'sci-fi-fantasy',
  'family',
  'history',
  'horror',
  'music',
  'romance',
  'tv-movie',
  'thriller',
  'western',
  'soap',
  'talk',
  'reality',
];
const MENU_NETWORKS = [
  'netflix',
  'hulu',
  'disney',
  'hbo',
  'amazon-prime',
  'apple-tv',
  'paramount-plus',
  'peacock',
];

test.beforeEach(async ({ page }) => {
  await page.goto(SHELL_PAGE);
  // The shell renders once the route's module has loaded: wait for it before reading links or pressing keys.
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('top bar: every link, Music to the music genre, a search control, Register and Login; no Live tv, Sports or Torrents', async ({
  page,
}) => {
  const header = page.getByRole('banner');
  const main = header.locator('nav[aria-label="Main"] a');
  expect(await hrefs(await main.all())).toEqual([
    '/',
    '/movies',
    '/series',
    '/calendar',
    '/donate',
    '/categories/music',
    '/4k',
  ]);
  expect(await main.allTextContents()).toEqual([
    'Home',
    'Movies',
    'Series',
    'Calendar',
    'Donate',
    'Music',
    '4K guide',
  ]);
  await expect(header.getByText('Torrents')).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
  if (isPhone(page)) {
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  } else {
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await header.getByRole('link', { name: '4K guide' }).click();
    await expect(page).toHaveURL(/\/4k$/);
    await header.getByRole('link', { name: 'Music' }).click();
    await expect(page).toHaveURL(/\/categories\/music$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Music');
  }
});

test('the search control opens the search overlay', async ({ page }) => {
  const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await search.click();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
});

test('Login and Register lead to their pages', async ({ page }) => {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('mobile bottom bar: Home, Movies, Series, Menu and Account, on phones only', async ({ page }) => {
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  if (!isPhone(page)) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  expect(await hrefs(await bar.getByRole('link').all())).toEqual(['/', '/movies', '/series', '/login']);
  await expect(bar.getByRole('button', { name: 'Menu' })).toBeVisible();
  await bar.getByRole('link', { name: 'Series' }).click();
  await expect(page).toHaveURL(/\/series$/);
  await expect(bar.getByRole('link', { name: 'Series' })).toHaveAttribute('aria-current', 'page');
});

test('navigation menu: every group and link of the spec, and quick links', async ({ page }) => {
  await openMenu(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const section = (name: string) => menu.getByRole('region', { name });
  expect(await hrefs(await section('Movies').getByRole('link').all())).toEqual([
    '/movies/',
    '/search/',
    '/categories',
    '/network/netflix/',
  ]);
  expect(await hrefs(await section('Series').getByRole('link').all())).toEqual([
    '/search/',
    '/series/',
    '/categories',
    '/networks/netflix/',
  ]);
  expect(await hrefs(await section('Networks').getByRole('link').all())).toEqual([
    '/networks',
    ...MENU_NETWORKS.map((slug) => `/networks/${slug}`),
  ]);
  expect(await hrefs(await section('Categories').getByRole('link').all())).toEqual(
    CATEGORY_SLUGS.map((slug) => `/categories/${slug}`),
  );
  expect(await hrefs(await section('Quick links').getByRole('link').all())).toEqual([
    '/',
    '/account?tab=account',
    '/account',
    '/4k',
    '/stats',
    '/history',
    '/calendar',
    '/bookmarks',
    // Every community link of the server's site.json, in its order.
    ...FIXTURE_SITE.community.map((link) => link.url),
  ]);
});

test("the menu's short network link lands on the network page", async ({ page }) => {
  await openMenu(page);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Netflix movies' }).click();
  await expect(page).toHaveURL(/\/networks\/netflix$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the menu closes on Escape and gives focus back to its opener', async ({ page }) => {
  await openMenu(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const opener = isPhone(page)
    ? page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' })
    : page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('footer: every link, chat, theme toggle and one of the two messages', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  expect(await hrefs(await footer.getByRole('navigation', { name: 'Footer' }).locator('a').all())).toEqual([
    '/',
    '/movies',
    '/series',
    '/history',
    '/bookmarks',
    '/4k',
    '/donate',
    '/faq',
    '/dmca',
    '/disclaimer',
    '/tos',
    '/partners',
    '/stats',
  ]);
  // The first community link of the server's site.json, by its configured name.
  const [firstCommunity] = FIXTURE_SITE.community;
  await expect(footer.getByRole('link', { name: firstCommunity!.name })).toHaveAttribute(
    'href',
    firstCommunity!.url,
  );
  await expect(footer.getByRole('button', { name: 'Switch light or dark mode' })).toHaveAttribute(
    'title',
    'Switch light or dark mode',
  );
  await expect(footer.getByTestId('footer-message')).toHaveText(
    /does not host any files|free to use, with no subscription/,
  );
});

test('footer: Watch History, DMCA, Disclaimer, Terms and Partners on xl screens only; donate on small screens only', async ({
  page,
}) => {
  const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  const xlOnly = ['Watch History', 'DMCA', 'Disclaimer', 'Terms of Service', 'Partners'];
  const always = ['Home', 'Movies', 'Series', 'Bookmarks', '4K Guide', 'FAQ', 'Stats'];
  for (const name of always) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  const donate = nav.locator('a[href="/donate"]');
  if (isPhone(page)) {
    for (const name of xlOnly) await expect(nav.locator('a', { hasText: name })).toBeHidden();
    await expect(donate).toBeVisible();
  } else {
    for (const name of xlOnly) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(donate).toBeHidden();
  }
});

test('a skip link leads keyboard users to the content', async ({ page }) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('the header is sticky, except on the episode page', async ({ page }) => {
  const position = () => page.getByRole('banner').evaluate((el) => getComputedStyle(el).position);
  expect(await position()).toBe('sticky');
  await page.goto('/series/1399-game-of-thrones/1/1');
  expect(await position()).not.toBe('sticky');
});
