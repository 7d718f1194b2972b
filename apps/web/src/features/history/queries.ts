import { continueWatchingOf } from '@marquee/domain';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { movieDetailsQuery, tvDetailsQuery } from '../catalogue/queries.ts';
import { watchHistoryStore } from './watch-history-store.ts';
import { prefetchSchedules } from '../up-next/followed.ts';

/** Cards whose details (artwork, popularity) start loading with the page's code. */
const PREFETCHED_CARDS = 12;

/** /history's data: the details of the first cards, with the same queries the cards read. */
export const prefetchHistoryPage: TRouteDataPrefetch = (_target, client) => {
  void prefetchSchedules(client);
  for (const item of continueWatchingOf(watchHistoryStore.getRaw(), PREFETCHED_CARDS)) {
    if (item.type === 'movie') void client.prefetchQuery({ ...movieDetailsQuery(item.id), retry: false });
    else void client.prefetchQuery({ ...tvDetailsQuery(item.id), retry: false });
  }
};
