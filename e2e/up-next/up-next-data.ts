import type { Page } from '@playwright/test';

// Sample-catalogue series with fixed air dates: The Last of Us' third season airs weekly from 2027-04-11,
// Shōgun's first season aired in 2024.
export const LAST_OF_US = 100088;
export const SHOGUN = 126308;

/** A day the browser lives in: a week into The Last of Us' third season. */
export const TODAY = '2027-04-20';
export const NOW = new Date(`${TODAY}T10:00:00`);

const at = (date: string) => Date.parse(`${date}T12:00:00Z`);
const watched = (season: number, number: number, date: string) => ({
  id: `s${season}e${number}`,
  number,
  seasonNumber: season,
  updatedAt: at(date),
  progress: { watched: 2_800, duration: 2_900 },
});

/** Caught up on The Last of Us' second season in 2025; one episode of Shōgun in 2026. */
export const HISTORY = {
  [LAST_OF_US]: {
    id: LAST_OF_US,
    type: 'show',
    title: 'The Last of Us',
    updatedAt: at('2025-06-01'),
    episodes: { s2e7: watched(2, 7, '2025-06-01') },
  },
  [SHOGUN]: {
    id: SHOGUN,
    type: 'show',
    title: 'Shōgun',
    updatedAt: at('2026-01-01'),
    episodes: { s1e1: watched(1, 1, '2026-01-01') },
  },
};

/** Stores a history and bookmarks as the app keeps them, once per test (a reload sees what the page wrote). */
export async function seedStorage(page: Page, stored: { history?: object; bookmarks?: object[] }) {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    if (value.history) window.localStorage.setItem('media-tracking', JSON.stringify(value.history));
    if (value.bookmarks) window.localStorage.setItem('bookmarks', JSON.stringify(value.bookmarks));
    window.localStorage.setItem(
      'local-lock',
      JSON.stringify({ valid: true, values: { lastWatchHistoryUpdateTime: 1 } }),
    );
  }, stored);
}
