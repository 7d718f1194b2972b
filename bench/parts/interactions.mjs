// Part: interaction latency (what INP counts) of six everyday interactions, scripted in one visit on Lighthouse's
// phone at the calibrated CPU slowdown; each one's longest Event Timing entry against Core Web Vitals' "good".
/* global document -- these functions run in the page */
import { launchBrowser, newPhoneContext, throttle } from '../lib/browser.mjs';
import { judgeHost } from '../lib/calibration.mjs';
import { interactionsSince, longestInteraction, observeEventTiming, pageNow } from '../lib/event-timing.mjs';
import { ms, row } from '../lib/report.mjs';

/** Core Web Vitals' "good" Interaction to Next Paint. */
const TARGET_MS = 200;
const QUERY = 'star';
/** A quick typist's pace between keys (well under the search's 300 ms debounce). */
const KEY_DELAY_MS = 120;
const STEP_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 15_000;

/** Opens a page and lets it settle (its first requests done), as a visitor would look before touching it. */
async function visit(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
}

/** Does `act` and waits for `done`, then returns the longest interaction in between and how many there were. */
async function measure(page, act, done) {
  const since = await pageNow(page);
  await act();
  await done();
  const entries = await interactionsSince(page, since);
  return { worst: longestInteraction(entries), count: entries.length };
}

/** Closes the player (Escape closes an open menu first, then the player's dialog). */
async function closePlayer(page, player) {
  for (let i = 0; i < 3 && (await player.isVisible()); i++) {
    await page.keyboard.press('Escape');
    await player.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => {});
  }
  await player.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
}

/** The six interactions (a)-(f), in the order a visitor might do them, each added to `results` once measured. */
async function script(page, origin, results) {
  const expectVisible = (locator) => locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });

  await visit(page, `${origin}/`);
  const search = page.getByRole('dialog', { name: 'Search' });
  const openSearch = () => page.getByRole('button', { name: /^Search\b/ }).click();
  results.push(['open the search overlay', await measure(page, openSearch, () => expectVisible(search))]);
  const box = search.getByRole('combobox', { name: 'Search movies and series' });
  const type = () => box.pressSequentially(QUERY, { delay: KEY_DELAY_MS });
  const answered = () => expectVisible(search.getByTestId('search-result').first());
  results.push([`type "${QUERY}" in it (worst key)`, await measure(page, type, answered)]);
  await page.keyboard.press('Escape');

  await visit(page, `${origin}/movies`);
  const card = page
    .getByRole('region', { name: 'Featured Movies', exact: true })
    .getByTestId('media-card')
    .first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  const toggle = (pressed) => card.getByRole('button', { name: `Bookmark ${title}`, exact: true, pressed });
  const bookmark = () => toggle(false).click();
  results.push([
    'toggle a bookmark on a card',
    await measure(page, bookmark, () => expectVisible(toggle(true))),
  ]);

  const heading = page.getByRole('heading', { level: 1, name: title });
  const openTitle = () => card.getByRole('link').first().click();
  results.push(['open a title from a card', await measure(page, openTitle, () => expectVisible(heading))]);

  const player = page.getByTestId('player');
  const watch = () => page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  results.push([
    'press Watch (until the player shows)',
    await measure(page, watch, () => expectVisible(player)),
  ]);

  const menu = page.getByRole('menu', { name: 'Settings' });
  const openSettings = async () => {
    await player.hover();
    await page.getByRole('button', { name: 'Settings' }).click();
  };
  results.push([
    "open the player's settings menu",
    await measure(page, openSettings, () => expectVisible(menu)),
  ]);
  await closePlayer(page, player);

  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const wasDark = await isDark();
  const switchTheme = () => page.getByRole('button', { name: 'Switch light or dark mode' }).click();
  const switched = () =>
    page.waitForFunction((dark) => document.documentElement.classList.contains('dark') !== dark, wasDark);
  results.push(['switch the theme', await measure(page, switchTheme, switched)]);
}

const breakdown = (worst) =>
  `${ms(worst.duration)} (${worst.name}: input delay ${ms(worst.delay)}, handlers ${ms(worst.processing)}, ` +
  `to paint ${ms(worst.duration - worst.delay - worst.processing)})`;

export async function runInteractions({ origin, calibration }) {
  const browser = await launchBrowser();
  try {
    const { index, notCounting } = await judgeHost(browser, calibration);
    const context = await newPhoneContext(browser);
    await observeEventTiming(context);
    const page = await context.newPage();
    await throttle(page, { slowdown: calibration.slowdown });
    const results = [];
    // A step that fails ends the visit (the next ones build on it); those measured so far keep their rows.
    const failure = await script(page, origin, results).then(
      () => undefined,
      (error) => String(error instanceof Error ? error.message : error).split('\n')[0],
    );
    const rows = results.map(([name, { worst, count }]) =>
      row(
        'Interactions',
        `${name} (CPU ${calibration.slowdown}×)`,
        (worst ? breakdown(worst) : 'under 16 ms') +
          (count > 1 ? ` · ${count} interactions` : '') +
          ` · benchmark index ${index}`,
        `≤ ${TARGET_MS} ms`,
        !worst || worst.duration <= TARGET_MS,
        notCounting,
      ),
    );
    if (failure) rows.push(row('Interactions', `failed after ${results.length} of 7 steps`, failure));
    return rows;
  } finally {
    await browser.close();
  }
}
