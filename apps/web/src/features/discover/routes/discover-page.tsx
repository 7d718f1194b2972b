import { Film, Flame, Layers, TrendingUp, Tv } from '../../../lib/icons.tsx';
import { useState } from 'react';
import {
  DISCOVER_FEATURED_COUNT,
  DISCOVER_SKELETON_COUNT,
  toggleProvider,
  type TDiscoverMode,
  type TMediaFilter,
} from '@marquee/domain';
import { InfiniteGrid } from '../../catalogue/components/infinite-grid.tsx';
import { useInfiniteMedia } from '../../catalogue/components/infinite-media-pages.ts';
import { useFirstPageOnChange } from '../../catalogue/components/use-first-page-on-change.ts';
import { describeDiscover } from '../discover-summary.ts';
import { FeaturedStrip } from '../components/featured-strip.tsx';
import { ProviderChips } from '../components/provider-chips.tsx';
import { SegmentedToggle, type TSegmentOption } from '../components/segmented-toggle.tsx';
import { localToday } from '../../../lib/local-today.ts';
import { discoverResultsQuery } from '../queries.ts';
import { useDiscoverState } from '../use-discover-state.ts';
import { DocumentTitle } from '../../../lib/document-head.tsx';

const MODES: readonly TSegmentOption<TDiscoverMode>[] = [
  { value: 'trending', label: 'Trending', icon: TrendingUp },
  { value: 'popular', label: 'Popular', icon: Flame },
];
const TYPES: readonly TSegmentOption<TMediaFilter>[] = [
  { value: 'all', label: 'All', icon: Layers },
  { value: 'movie', label: 'Movies', icon: Film },
  { value: 'tv', label: 'TV', icon: Tv },
];
const EMPTY_TEXT = 'No content found. Try adjusting your filters.';

/** Discover: Trending / Popular, All / Movies / TV and streaming services, six featured titles and a grid. */
export default function DiscoverPage() {
  const [state, update] = useDiscoverState();
  const [today] = useState(localToday);
  const query = discoverResultsQuery(state, today);
  useFirstPageOnChange(query.queryKey);
  const list = useInfiniteMedia(query);
  const featured = list.items.slice(0, DISCOVER_FEATURED_COUNT);
  const rest = { ...list, items: list.items.slice(DISCOVER_FEATURED_COUNT) };
  const isEmpty = !list.isPending && !list.isError && list.items.length === 0;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <DocumentTitle>Discover · Marquee</DocumentTitle>
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Discover</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {describeDiscover(state)}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SegmentedToggle
            label="Sort"
            options={MODES}
            value={state.mode}
            onChange={(mode) => update({ mode })}
          />
          <SegmentedToggle
            label="Type"
            options={TYPES}
            value={state.type}
            onChange={(type) => update({ type })}
          />
        </div>
        <ProviderChips
          selected={state.providers}
          onToggle={(id) => update({ providers: toggleProvider(state.providers, id) })}
          onClear={() => update({ providers: [] })}
        />
      </header>
      {isEmpty ? (
        <p
          data-testid="empty-state"
          className="rounded-2xl border border-dashed border-zinc-300 px-6 py-16 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400"
        >
          {EMPTY_TEXT}
        </p>
      ) : (
        <>
          {!list.isError && <FeaturedStrip items={featured} isPending={list.isPending} />}
          {(list.isPending || list.isError || rest.items.length > 0) && (
            <section aria-labelledby="discover-more-heading" className="relative">
              <h2
                id="discover-more-heading"
                className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight sm:text-xl"
              >
                <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-500" />
                More to discover
              </h2>
              <InfiniteGrid
                list={rest}
                label="Discover results"
                emptyText={EMPTY_TEXT}
                skeletonCount={DISCOVER_SKELETON_COUNT}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
