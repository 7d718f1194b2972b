import { useId } from 'react';
import { paths } from '../../../lib/paths.ts';
import { useDisplayLimit, useIsNarrowViewport } from '../../catalogue/browse/use-narrow-viewport.ts';
import { RowScrollButtons } from '../../catalogue/components/row-scroll-buttons.tsx';
import { SectionHeading } from '../../catalogue/components/section-heading.tsx';
import { useRowScroll } from '../../../lib/use-row-scroll.ts';
import { useContinueWatching } from '../../history/use-continue-watching.ts';
import { ContinueWatchingCard } from './continue-watching-card.tsx';

/** The titles this browser was watching, newest first, with their progress; absent when there are none. */
export function ContinueWatchingRow() {
  const headingId = useId();
  const items = useContinueWatching();
  const limit = useDisplayLimit();
  const width = useIsNarrowViewport() ? 240 : 288;
  const { setRow, canBack, canForward, scrollBy } = useRowScroll<HTMLUListElement>();
  if (items.length === 0) return null;
  const title = 'Continue Watching';
  return (
    <section aria-labelledby={headingId} data-testid="continue-watching">
      <SectionHeading id={headingId} title={title} seeAllHref={paths.history()}>
        <RowScrollButtons label={title} canBack={canBack} canForward={canForward} onScroll={scrollBy} />
      </SectionHeading>
      <ul
        ref={setRow}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:gap-4"
      >
        {items.slice(0, limit).map((item) => (
          <li key={`${item.type}-${item.id}`} className="shrink-0 snap-start" style={{ width }}>
            <ContinueWatchingCard item={item} width={width} />
          </li>
        ))}
      </ul>
    </section>
  );
}
