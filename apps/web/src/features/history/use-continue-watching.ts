import { CAROUSEL_MAX_ITEMS, continueWatchingOf, type TContinueItem } from '@marquee/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '../accounts/use-settings.ts';
import { movieDetailsQuery, tvDetailsQuery } from '../catalogue/queries.ts';
import { watchHistoryStore } from './watch-history-store.ts';

const readRaw = () => watchHistoryStore.getRaw();

/**
 * The titles this browser watched, newest first (at most `limit`; the home row's 100 by default), kept current
 * in this tab and across tabs. Under content filtering only titles the catalogue answers for are listed.
 */
export function useContinueWatching(limit: number = CAROUSEL_MAX_ITEMS): TContinueItem[] {
  const raw = useSyncExternalStore(watchHistoryStore.subscribe, readRaw, () => null);
  const items = useMemo(() => continueWatchingOf(raw, limit), [raw, limit]);
  return useAllowedTitles(items);
}

/**
 * The items the catalogue still answers for: under a content filter it refuses titles above the limit, so
 * each title's details (the title page's own query, shared with it) decide; until they answer, none shows.
 */
function useAllowedTitles(items: TContinueItem[]): TContinueItem[] {
  const isFiltered = useSettings().contentFiltering !== 'unrestricted';
  const details = useQueries({
    queries: isFiltered
      ? items.map((item) => (item.type === 'movie' ? movieDetailsQuery(item.id) : tvDetailsQuery(item.id)))
      : [],
  });
  const answered = details.map((query) => (query.isSuccess ? '1' : '0')).join('');
  return useMemo(
    () => (isFiltered ? items.filter((_, index) => answered[index] === '1') : items),
    [isFiltered, items, answered],
  );
}
