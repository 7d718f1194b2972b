import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';
import { E2E_FOUR_K_KEY } from './e2e/support/four-k-key.ts';
import { E2E_LIBRARY_DIR } from './e2e/support/library-media.ts';
import { mailCapturePort } from './e2e/support/mail-capture-port.ts';
import { REPORT_WEBHOOK_PATH, reportWebhookPort } from './e2e/support/report-webhook.ts';

// Browser tests drive Debian's Chromium (never a downloaded browser) against a real server on its own port,
// with a fresh embedded database seeded from the sample catalogue.
const port = Number(process.env.E2E_PORT ?? 8099);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Kept in the environment so the test workers (started from this process) reach the same server database.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `marquee-e2e-${process.pid}`));

/**
 * The specs whose behaviour depends on the screen's width, which also run on the phone project; every other
 * spec runs on the desktop project only (the same behaviour at any width, checked once). A new spec that
 * checks a phone's layout, bottom bar, sheets, touch or player belongs here.
 */
const PHONE_SPECS = [
  // The tabs overflow at 390 px, with edge fades.
  'accounts/account-tabs.spec.ts',
  // Phones get the mobile ad images, at the phone slot's size.
  'ads/ads.spec.ts',
  // The category menu opens where a phone's screen has room for it.
  'bookmarks/category-menu-placement.spec.ts',
  // Rows and top lists show fewer cards under 700 px; the ad slots are the phone's size.
  'home/home.spec.ts',
  'movies/movies.spec.ts',
  'series/series.spec.ts',
  // The hero is swiped by touch, has no hover on phones, and shows a portrait crop.
  'home/hero.spec.ts',
  // The hero's buttons lie above the bottom bar on the first screen.
  'home/hero-actions.spec.ts',
  // Notices, the floating button and the bottom bar must not cover controls: their places depend on width.
  'notices/overlap.spec.ts',
  'shell/floating.spec.ts',
  // The player's fit and its menus on a phone's screen.
  'player/player-fit.spec.ts',
  'player/player-keyboard.spec.ts',
  // The phone shell: bottom bar, its menu, the header's controls within 390 px, the footer's links by width.
  'shell/a11y.spec.ts',
  'shell/header-fit.spec.ts',
  // The first load draws the page before the bars, which differ by width, in the space kept for them.
  'shell/first-load-order.spec.ts',
  'shell/font-warm-up.spec.ts',
  'shell/links.spec.ts',
  // Title pages lay out differently below 1024 px (season browser, episode page) and must not shift there.
  'title/episode-page.spec.ts',
  // The first screen the server draws lays out as the app's on a phone too (its hero is laid out for phones).
  'title/first-screen.spec.ts',
  'title/layout-shift.spec.ts',
  'title/season-browser.spec.ts',
  // Phones get a list of the coming weeks instead of the calendar grid.
  'up-next/calendar.spec.ts',
];

const launchOptions = {
  executablePath: chromium,
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'e2e',
  // The library's test media, made by ffmpeg once (e2e/player/library-playback.spec.ts plays them).
  globalSetup: './e2e/support/library-media.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // CI runs on a two-core machine shared by two browsers, the server and its ffmpeg: states come, but later than
  // on a desk. Waiting longer only slows a test that fails.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server logs at warn: a refused request or a failure shows in the run's output with its reason.
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE: 'local',
      DATABASE_URL: '',
      REDIS_URL: '',
      TMDB_TOKEN: '',
      // Signs the 4K tokens the browser tests mint (e2e/four-k).
      PREMIUM_KEY: E2E_FOUR_K_KEY,
      // The browsers share the machine's cores with this server: on a slow, busy CI machine its event loop can
      // lag past the 1 s at which it sheds load, and it then answered the tests' own pages 'busy'. Shedding
      // has its own server tests (apps/server/src/overload/overload.test.ts).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '15000',
      // The tests act as many visitors by sending X-Forwarded-For, as a proxy on this machine would.
      TRUST_PROXY: 'loopback',
      // Error reports are forwarded to a receiver e2e/shell/error-page.spec.ts starts.
      REPORT_WEBHOOK_URL: `http://127.0.0.1:${reportWebhookPort()}${REPORT_WEBHOOK_PATH}`,
      // Password reset links are e-mailed to a capture server e2e/accounts/password-reset.spec.ts starts; they
      // lead to this server.
      SMTP_URL: `smtp://127.0.0.1:${mailCapturePort()}`,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // Files of one title only (e2e/support/library-media.ts); every other title finds the demo stream.
      LIBRARY_DIR: E2E_LIBRARY_DIR,
      // Library tests run side by side, each switching between remuxes and transcodes.
      TRANSCODES_MAX: '8',
      // No announcement or info box over the pages under test (e2e/fixtures/site/README.md).
      SITE_DIR: path.resolve(import.meta.dirname, 'e2e/fixtures/site'),
    },
  },
});
