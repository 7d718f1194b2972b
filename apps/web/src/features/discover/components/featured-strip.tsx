import { DISCOVER_FEATURED_COUNT, type TMediaItem } from '@marquee/domain';
import { mediaKey } from '../../catalogue/browse/mix-media.ts';
import { FeaturedCard, FeaturedCardSkeleton } from './featured-card.tsx';

export interface TFeaturedStripProps {
  items: readonly TMediaItem[];
  isPending: boolean;
}

// Three across (two rows) on wide screens; a swipeable strip on phones.
const CELL_CLASS = 'w-[82%] shrink-0 snap-start sm:w-[46%] lg:w-auto';

/** The discover page's six featured titles, drawn larger above the grid. */
export function FeaturedStrip({ items, isPending }: TFeaturedStripProps) {
  return (
    <section aria-labelledby="featured-heading" className="relative">
      <h2
        id="featured-heading"
        className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight sm:text-xl"
      >
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-500" />
        Featured
      </h2>
      <ul
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-4 lg:overflow-visible lg:px-0"
        aria-busy={isPending}
        data-testid="featured-strip"
      >
        {isPending
          ? Array.from({ length: DISCOVER_FEATURED_COUNT }, (_, index) => (
              <li key={index} className={CELL_CLASS}>
                <FeaturedCardSkeleton />
              </li>
            ))
          : items.map((item, index) => (
              <li key={mediaKey(item)} className={CELL_CLASS} data-testid="featured-item">
                <FeaturedCard item={item} rank={index + 1} />
              </li>
            ))}
      </ul>
    </section>
  );
}
