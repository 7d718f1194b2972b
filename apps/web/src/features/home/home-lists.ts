import { HOME_TRENDING_SLICE, ROW_LIMIT_POPULAR, type TMediaItem } from '@marquee/domain';
import { interleaveLists, mixHeroItems } from '../catalogue/browse/mix-media.ts';
import { useMixedLists } from '../catalogue/browse/use-media-list.ts';
import { trendingQuery } from '../catalogue/queries.ts';
import { homeHeroLists, popularMixLists } from './queries.ts';

/** The hero's slides: the first 5 (with a backdrop) of trending movies, trending series, popular movies and popular series. */
export function useHomeHero() {
  return useMixedLists(homeHeroLists(), mixHeroItems);
}

const topTodayMix = (lists: TMediaItem[][]) => interleaveLists(lists, HOME_TRENDING_SLICE);

/** Today's trending movies and series, the home trending slice of 10 (people left out). */
export function useTopToday() {
  return useMixedLists([trendingQuery('all')], topTodayMix);
}

const popularMix = (lists: TMediaItem[][]) => interleaveLists(lists, ROW_LIMIT_POPULAR);

/** 'Popular Shows and Movies': popular movies and popular series taken in turn, 30 in all. */
export function usePopularSeriesAndMovies() {
  return useMixedLists(popularMixLists(), popularMix);
}
