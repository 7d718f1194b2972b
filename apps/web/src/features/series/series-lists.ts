import { ROW_LIMIT_UPCOMING, type TMediaItem } from '@marquee/domain';
import { concatLists } from '../catalogue/browse/mix-media.ts';
import { useMixedLists } from '../catalogue/browse/use-media-list.ts';
import { upcomingSeriesLists } from './queries.ts';

/**
 * 'Upcoming Series': series premiering from today on, soonest first, then series on the air now (new
 * episodes this week) to fill the row up to 15.
 */
export function useUpcomingSeries() {
  return useMixedLists(upcomingSeriesLists(), upcomingMix);
}

const upcomingMix = (lists: TMediaItem[][]) => concatLists(lists, ROW_LIMIT_UPCOMING);
