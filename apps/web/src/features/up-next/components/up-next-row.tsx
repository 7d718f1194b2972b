import type { TUpNextItem } from '@marquee/domain';
import { useId } from 'react';
import { paths } from '../../../lib/paths.ts';
import { LocalDataError } from '../../../lib/storage/local-data.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDisplayLimit, useIsNarrowViewport } from '../../catalogue/browse/use-narrow-viewport.ts';
import { RowScrollButtons } from '../../catalogue/components/row-scroll-buttons.tsx';
import { SectionHeading } from '../../catalogue/components/section-heading.tsx';
import { useRowScroll } from '../../../lib/use-row-scroll.ts';
import { followsStore } from '../follows-store.ts';
import { useUpNext } from '../use-up-next.ts';
import { UpNextCard } from './up-next-card.tsx';

const TITLE = 'Up Next';

function removeFromUpNext(item: TUpNextItem): void {
  try {
    followsStore.dismiss({ mediaType: 'tv', mediaId: item.mediaId });
    showToast(`Removed ${item.title} from Up Next`);
  } catch (error) {
    if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
    else throw error;
  }
}

/**
 * The next episode of each followed series, most recent activity first; absent when there is none (a
 * caught-up series comes back once a new episode airs). `seeAll` links to the calendar.
 */
export function UpNextRow() {
  const headingId = useId();
  const { items } = useUpNext();
  const limit = useDisplayLimit();
  const width = useIsNarrowViewport() ? 240 : 288;
  const { setRow, canBack, canForward, scrollBy } = useRowScroll<HTMLUListElement>();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="up-next">
      <SectionHeading id={headingId} title={TITLE} seeAllHref={paths.calendar()}>
        <RowScrollButtons label={TITLE} canBack={canBack} canForward={canForward} onScroll={scrollBy} />
      </SectionHeading>
      <ul
        ref={setRow}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:gap-4"
      >
        {items.slice(0, limit).map((item) => (
          <li key={item.mediaId} className="shrink-0 snap-start" style={{ width }}>
            <UpNextCard item={item} width={width} onRemove={removeFromUpNext} />
          </li>
        ))}
      </ul>
    </section>
  );
}
