import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-catalogue.ts';
import { itemsOf } from './import-rows.ts';
import { airWeeklyFromSeed, WEEKLY_SAMPLE_SERIES_ID } from './sample-airings.ts';
import { SAMPLE_CATALOGUE_DIR } from './seed.ts';

describe('the sample series that is always airing', () => {
  it('airs its last season weekly around the seed day: some aired, the rest in the coming weeks', () => {
    const file = readImportFile(`${SAMPLE_CATALOGUE_DIR}/series.json`);
    airWeeklyFromSeed(file, Date.UTC(2031, 4, 20, 15));
    const series = itemsOf(file).tv.find((item) => item.id === WEEKLY_SAMPLE_SERIES_ID)!;
    const dates = series.seasons.at(-1)!.episodes.map((episode) => episode.air_date);
    expect(dates.slice(0, 5)).toEqual(['2031-05-06', '2031-05-13', '2031-05-20', '2031-05-27', '2031-06-03']);
    expect(series.last_air_date).toBe('2031-05-20');
    // Earlier seasons keep the file's dates.
    expect(series.seasons[0]!.episodes[0]!.air_date).toBe('2024-11-17');
  });
});
