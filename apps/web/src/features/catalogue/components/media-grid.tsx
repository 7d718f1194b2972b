import { useId } from 'react';
import { gridCardWidth, gridColumns } from '../browse/grid-card-width.ts';
import { mediaKey } from '../browse/mix-media.ts';
import type { TMediaListState } from '../browse/use-media-list.ts';
import { useGrowingCount, useNearViewport } from '../../../lib/use-near-viewport.ts';
import { cardHeight, offscreenStyle } from '../../../lib/offscreen-style.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { ListLoadError } from './load-error.tsx';
import { MediaCard } from './media-card.tsx';
import { MediaCardSkeleton } from './media-card-skeleton.tsx';
import { SectionHeading } from './section-heading.tsx';

export interface TMediaGridProps {
  title: string;
  list: TMediaListState;
  seeAllHref?: string;
  /** Placeholders while loading: as many as the list will hold, so nothing shifts. */
  skeletonCount?: number;
}

/** A titled grid of poster cards, 2 to 6 columns by width. */
export function MediaGrid({ title, list, seeAllHref, skeletonCount = 20 }: TMediaGridProps) {
  const headingId = useId();
  const viewportWidth = useViewportWidth();
  const cardWidth = gridCardWidth(viewportWidth);
  const columns = gridColumns(viewportWidth);
  // Built when it comes near the viewport (see useNearViewport): grids sit below the first screen. Two lines
  // of cards at once, then, once within a screen of the viewport, a line per frame (placeholders till then).
  const { setElement: setSection, isNear, isInReach } = useNearViewport<HTMLElement>();
  const isBuilt = !list.isPending && isNear;
  const toBuild = isInReach ? list.items.length : Math.min(columns * 2, list.items.length);
  const builtCount = useGrowingCount(isBuilt ? toBuild : 0, columns * 2, columns);
  const placeholderCount = list.isPending ? skeletonCount : list.items.length;
  // Lines of cards with their 24 px gaps, under a heading of about 48 px.
  const lines = Math.ceil(placeholderCount / columns);
  const estimatedHeight = 48 + lines * (cardHeight(cardWidth) + 24);
  return (
    <section
      ref={setSection}
      aria-labelledby={headingId}
      data-testid="media-grid"
      style={offscreenStyle(estimatedHeight)}
    >
      <SectionHeading id={headingId} title={title} {...(seeAllHref ? { seeAllHref } : {})} />
      {list.isError ? (
        <ListLoadError title={title} list={list} />
      ) : (
        <ul
          className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-5 xl:grid-cols-6"
          aria-busy={!isBuilt}
        >
          {!isNear
            ? // Off the screen, one placeholder per line gives the grid its height, each starting a line.
              Array.from({ length: Math.ceil(placeholderCount / columns) }, (_, index) => (
                <li key={index} className="col-start-1">
                  <MediaCardSkeleton isStill />
                </li>
              ))
            : !isBuilt
              ? Array.from({ length: placeholderCount }, (_, index) => (
                  <li key={index}>
                    {/* Only what loads on the screen shimmers: a shimmer is an animated layer. */}
                    <MediaCardSkeleton isStill={!list.isPending || index >= columns * 2} />
                  </li>
                ))
              : list.items.map((item, index) => (
                  <li key={mediaKey(item)}>
                    {index < builtCount ? (
                      <MediaCard item={item} width={cardWidth} />
                    ) : (
                      <MediaCardSkeleton isStill />
                    )}
                  </li>
                ))}
        </ul>
      )}
    </section>
  );
}
