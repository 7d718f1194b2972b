import { ROW_LIMIT_UPCOMING } from '@marquee/domain';
import { concatLists } from '../catalogue/browse/mix-media.ts';
import { useMixedLists } from '../catalogue/browse/use-media-list.ts';
import { discoverQuery, listQuery } from '../catalogue/queries.ts';

/** Today's date as the catalogue filters take it (YYYY-MM-DD, local time). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * 'Upcoming Series': series premiering from today on, soonest first, then series on the air now (new
 * episodes this week) to fill the row up to 15.
 */
export function useUpcomingSeries() {
  const premieres = discoverQuery('tv', { 'first_air_date.gte': todayIso(), sort_by: 'first_air_date.asc' });
  return useMixedLists([premieres, listQuery('tv/on_the_air')], (lists) =>
    concatLists(lists, ROW_LIMIT_UPCOMING),
  );
}
