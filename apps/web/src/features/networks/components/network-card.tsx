import clsx from 'clsx';
import { ChevronRight } from '../../../lib/icons.tsx';
import { useCallback, useId } from 'react';
import {
  NETWORK_LANDING_ITEMS,
  mergeByPopularity,
  seededRandom,
  shuffled,
  type TMediaItem,
  type TNetwork,
} from '@marquee/domain';
import { mediaKey } from '../../catalogue/browse/mix-media.ts';
import { useMixedLists } from '../../catalogue/browse/use-media-list.ts';
import { LoadError } from '../../catalogue/components/load-error.tsx';
import { FALLBACK_TILE_STYLE, NETWORK_TILE_STYLES } from '../../catalogue/components/network-styles.ts';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { networkOriginalsQueries } from '../queries.ts';
import { PosterLink, PosterLinkSkeleton } from './poster-link.tsx';

export interface TNetworkCardProps {
  network: TNetwork;
  /** This visit's shuffle: the same seed keeps the same five titles until the page is visited again. */
  seed: number;
}

// Five across from small tablets up; a swipeable strip on phones.
const CELL_CLASS = 'w-28 shrink-0 snap-start sm:w-auto';

/** A network on the landing: its wordmark, a link to its page, and five of its titles in random order. */
export function NetworkCard({ network, seed }: TNetworkCardProps) {
  const headingId = useId();
  const style = NETWORK_TILE_STYLES[network.slug] ?? FALLBACK_TILE_STYLE;
  const mix = useCallback(
    (results: TMediaItem[][]) =>
      shuffled(mergeByPopularity(results), seededRandom(seed)).slice(0, NETWORK_LANDING_ITEMS),
    [seed],
  );
  const list = useMixedLists(networkOriginalsQueries(network), mix);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="network-card"
      className="relative overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <div className={clsx('flex h-16 items-center justify-between gap-3 px-4', style.tile)}>
        <h2 id={headingId} className={clsx('text-2xl', style.mark)}>
          {style.label ?? network.name}
        </h2>
        <PrefetchLink
          to={paths.network(network.slug)}
          className="inline-flex items-center gap-0.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-zinc-900 shadow-sm transition hover:bg-zinc-100"
        >
          See all
          <span className="sr-only"> {network.name}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </PrefetchLink>
      </div>
      {list.isError ? (
        <div className="p-3">
          <LoadError
            compact
            title={`Couldn't load ${network.name}.`}
            message="Check your internet connection and try again."
            onRetry={list.retry}
            isRetrying={list.isFetching}
          />
        </div>
      ) : (
        <ul
          className="scrollbar-none flex snap-x gap-3 overflow-x-auto p-3 sm:grid sm:grid-cols-5 sm:overflow-visible"
          aria-busy={list.isPending}
        >
          {list.isPending
            ? Array.from({ length: NETWORK_LANDING_ITEMS }, (_, index) => (
                <li key={index} className={CELL_CLASS}>
                  <PosterLinkSkeleton />
                </li>
              ))
            : list.items.map((item) => (
                <li key={mediaKey(item)} className={CELL_CLASS} data-testid="network-title">
                  <PosterLink item={item} width={120} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
