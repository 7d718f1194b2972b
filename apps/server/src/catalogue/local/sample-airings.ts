import type { TImportFile } from './import-schema.ts';
import { itemsOf } from './import-rows.ts';

/** The sample series that is always airing: its last season runs weekly around the day the sample is seeded. */
export const WEEKLY_SAMPLE_SERIES_ID = 9_900_007;
/** How many of that season's episodes have aired on the seed day (the rest follow one a week). */
const AIRED_ON_SEED_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Re-dates the weekly sample series' last season relative to `now`, so a fresh site's calendar and Up Next
 * have episodes airing in the coming weeks whatever the date. Other titles keep the dates of the file.
 */
export function airWeeklyFromSeed(file: TImportFile, now: number): void {
  const series = itemsOf(file).tv.find((item) => item.id === WEEKLY_SAMPLE_SERIES_ID);
  const season = series?.seasons.at(-1);
  if (!series || !season || season.episodes.length === 0) return;
  const dateOf = (index: number) => dayOf(now + (index - (AIRED_ON_SEED_DAY - 1)) * 7 * DAY_MS);
  season.episodes.forEach((episode, index) => {
    episode.air_date = dateOf(index);
  });
  season.air_date = dateOf(0);
  series.last_air_date = dateOf(AIRED_ON_SEED_DAY - 1);
}
