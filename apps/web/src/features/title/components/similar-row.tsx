import { useId } from 'react';
import type { TMediaItem } from '@marquee/domain';
import { MediaCard } from '../../catalogue/components/media-card.tsx';
import { MediaCardSkeleton } from '../../catalogue/components/media-card-skeleton.tsx';
import { useGrowingCount, useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';

/** Titles like this one, as a horizontally scrolling row of poster cards. */
export function SimilarRow({ title, items }: { title: string; items: TMediaItem[] }) {
  const headingId = useId();
  // At the foot of the page: its cards are built when it comes near the viewport (see useNearViewport).
  // Then the cards a screen shows at once and, once within a screen of the viewport, two more per frame.
  const { setElement, isNear, isInReach } = useNearViewport<HTMLElement>();
  const shown = items.slice(0, 20);
  const onScreen = Math.ceil(useViewportWidth() / 160);
  const toBuild = isInReach ? shown.length : Math.min(onScreen, shown.length);
  const builtCount = useGrowingCount(isNear ? toBuild : 0, onScreen, 2);
  if (items.length === 0) return null;
  return (
    <section ref={setElement} aria-labelledby={headingId} aria-busy={!isNear} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {/* Till it comes near, placeholders for what the screen shows only (nobody sees the others). */}
        {(isNear ? shown : shown.slice(0, onScreen)).map((item, index) => (
          <li key={item.id} className="w-36 shrink-0 snap-start sm:w-44">
            {index < builtCount ? <MediaCard item={item} width={176} /> : <MediaCardSkeleton isStill />}
          </li>
        ))}
      </ul>
    </section>
  );
}
