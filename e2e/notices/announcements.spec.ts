import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DAY, T0, seedLocalStorage, serveAnnouncements, storedJson } from './notices-helpers.ts';

// The machine may be busy: a page of many pictures can take a while to reach its idle time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

const modal = (page: Page) => page.getByRole('dialog');
const heading = (page: Page) => modal(page).getByRole('heading', { level: 2 });

test('the best announcement shows first, the next 250 ms after closing, and no more than two a session', async ({
  page,
  context,
}) => {
  const purify: string[] = [];
  page.on('request', (request) => {
    if (/purify/i.test(request.url())) purify.push(request.url());
  });
  await serveAnnouncements(context, [
    { id: 'low', title: 'Low priority', content: 'Third in line.', priority: 1 },
    { id: 'top', title: 'Top priority', content: 'First in line.', priority: 5 },
    { id: 'mid', title: 'Middle priority', content: 'Second in line.', priority: 3 },
    { id: 'no-title', priority: 9 },
  ]);
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await expect(heading(page)).toHaveText('Top priority');
  await expect(modal(page)).toContainText('First in line.');
  // Body scroll is locked while it is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  const closedAt = T0.getTime() + 60_000;
  await page.clock.pauseAt(closedAt);
  await modal(page).getByRole('button', { name: 'Got it' }).click();
  await expect(modal(page)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  expect(await storedJson(page, 'dismissedInfoModals')).toEqual([{ id: 'top', timestamp: closedAt }]);
  await page.clock.runFor(240);
  await expect(modal(page)).toBeHidden();
  await page.clock.runFor(20);
  await expect(heading(page)).toHaveText('Middle priority');

  await modal(page).getByRole('button', { name: 'Close announcement' }).click();
  await page.clock.runFor(5_000);
  await expect(modal(page)).toBeHidden();
  // The session has seen its two; a reload of the tab shows none.
  await page.clock.resume();
  const answered = page.waitForResponse('**/modalData.json');
  await page.reload();
  await (await answered).finished();
  // Give the app a couple of frames to act on the list (it would open 'Low priority' at once).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(modal(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('shownInfoModals'))).toBe('2');
  // An item without a title is never shown, and markup-free items never download DOMPurify.
  expect(purify).toEqual([]);
});

test('Escape and a click on the backdrop close it too, and the dismissals hold in later visits', async ({
  page,
  context,
}) => {
  await serveAnnouncements(context, [
    { id: 'first', title: 'First notice', content: 'One.', priority: 2 },
    { id: 'second', title: 'Second notice', content: 'Two.', priority: 1 },
    { id: 'third', title: 'Third notice', content: 'Three.', priority: 0 },
  ]);
  await page.goto('/');
  await expect(heading(page)).toHaveText('First notice');
  await page.keyboard.press('Escape');
  await expect(heading(page)).toHaveText('Second notice');
  // The backdrop: the dialog box's own area outside its panel.
  await page.mouse.click(5, 5);
  await expect(modal(page)).toBeHidden();
  const dismissed = (await storedJson(page, 'dismissedInfoModals')) as { id: string }[];
  expect(dismissed.map((entry) => entry.id)).toEqual(['first', 'second']);

  // A new tab is a new session: the two dismissed ones (repeat never) stay away, the third comes first.
  const later = await context.newPage();
  await later.goto('/');
  await expect(heading(later)).toHaveText('Third notice');
});

test('a weekly announcement comes back 7 days after it was closed; a never one does not', async ({
  page,
  context,
}) => {
  await serveAnnouncements(context, [
    { id: 'weekly', title: 'Weekly news', content: 'Every week.', repeat: 'weekly' },
    { id: 'once', title: 'Once only', content: 'Never again.', repeat: 'never', priority: 3 },
    { id: 'control', title: 'Always due', content: 'Never dismissed.', priority: -1 },
  ]);
  const closed = T0.getTime();
  await seedLocalStorage(context, {
    dismissedInfoModals: [
      { id: 'weekly', timestamp: closed },
      { id: 'once', timestamp: closed - 400 * DAY },
    ],
  });
  await page.clock.install({ time: closed + 7 * DAY - 60_000 });
  await page.goto('/');
  // A minute short of a week: only the item never dismissed shows.
  await expect(heading(page)).toHaveText('Always due');

  const nextWeek = await context.newPage();
  await nextWeek.clock.install({ time: closed + 7 * DAY });
  await nextWeek.goto('/');
  await expect(heading(nextWeek)).toHaveText('Weekly news');
  await nextWeek.getByRole('button', { name: 'Got it' }).click();
  await expect(heading(nextWeek)).toHaveText('Always due');
});

test('html is shown sanitized: its scripts and handlers never run', async ({ page, context }) => {
  const purify = page.waitForRequest(/purify/i);
  await serveAnnouncements(context, [
    {
      id: 'markup',
      title: 'With markup',
      html: '<p>Read <b>this</b> and <a href="/donate">donate</a>.</p><img src="/none.png" onerror="document.title=\'pwned\'"><script>document.title=\'pwned\'</script><a href="javascript:document.title=\'pwned\'">bad</a>',
    },
  ]);
  await page.goto('/');
  const html = page.getByTestId('announcement-html');
  await expect(html.locator('b')).toHaveText('this');
  await purify;
  await expect(html.getByRole('link', { name: 'donate' })).toHaveAttribute('href', '/donate');
  await expect(html.locator('script')).toHaveCount(0);
  await expect(html.locator('[onerror]')).toHaveCount(0);
  await expect(html.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
});

test('the picture, background colour and background picture are honoured', async ({ page, context }) => {
  await serveAnnouncements(context, [
    {
      id: 'pictures',
      title: 'Pictures',
      content: 'With a picture.',
      image: '/site/ads/donate.gif',
      bgColor: '#112233',
      bgImage: '/site/ads/advertise.gif',
    },
  ]);
  await page.goto('/');
  const panel = page.locator('[data-announcement="pictures"]');
  await expect(panel.locator('img')).toHaveAttribute('src', '/site/ads/donate.gif');
  await expect(panel).toHaveCSS('background-color', 'rgb(17, 34, 51)');
  await expect(panel).toHaveCSS('background-image', /\/site\/ads\/advertise\.gif/);
});

test('the announcement code and list load after the first paint, not with the page', async ({
  page,
  context,
}) => {
  await serveAnnouncements(context, [{ id: 'late', title: 'Late', content: 'After the first paint.' }]);
  const response = await page.goto('/');
  // The page's HTML names none of the announcements' and ads' code (it carries the info boxes' list, whose strip
  // is drawn with the page, and a script that reads the info box a first screen drawn by the server shows).
  const files = [...((await response?.text()) ?? '').matchAll(/\b(?:src|href)="([^"]*)"/g)].map(
    ([, url]) => url,
  );
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((url) => /announcement|info-box|ad-banner|purify/.test(url ?? ''))).toEqual([]);
  await expect(heading(page)).toHaveText('Late');
  const timing = await page.evaluate(() => {
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/modalData.json'));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { requested: request?.startTime ?? -1, painted: paint?.startTime ?? Infinity };
  });
  expect(timing.requested).toBeGreaterThanOrEqual(timing.painted);
});
