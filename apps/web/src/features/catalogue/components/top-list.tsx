import { useId } from 'react';
import { mediaKey } from '../browse/mix-media.ts';
import type { TMediaListState } from '../browse/use-media-list.ts';
import { useRowCardWidth, useTopListSize } from '../browse/use-narrow-viewport.ts';
import { ListLoadError } from './load-error.tsx';
import { MediaCard } from './media-card.tsx';
import { MediaCardSkeleton } from './media-card-skeleton.tsx';
import { RowScrollButtons } from './row-scroll-buttons.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useRowScroll } from '../../../lib/use-row-scroll.ts';

export interface TTopListProps {
  title: string;
  list: TMediaListState;
  /** How many of the first posters load eagerly. */
  priorityCount?: number;
}

/** A numbered ranking: the top 15 titles (10 on phones), a big rank beside each poster. */
export function TopList({ title, list, priorityCount = 0 }: TTopListProps) {
  const headingId = useId();
  const size = useTopListSize();
  const cardWidth = useRowCardWidth();
  const { setRow, canBack, canForward, scrollBy } = useRowScroll<HTMLOListElement>();
  const items = list.items.slice(0, size);
  const posterHeight = Math.round(cardWidth * 1.5);
  const slots = list.isPending ? Array.from({ length: size }, () => undefined) : items;

  return (
    <section aria-labelledby={headingId} data-testid="top-list">
      <SectionHeading id={headingId} title={title}>
        {!list.isError && (
          <RowScrollButtons label={title} canBack={canBack} canForward={canForward} onScroll={scrollBy} />
        )}
      </SectionHeading>
      {list.isError ? (
        <ListLoadError title={title} list={list} />
      ) : (
        <ol
          ref={setRow}
          aria-busy={list.isPending}
          className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6"
        >
          {slots.map((item, index) => (
            <li key={item ? mediaKey(item) : index} className="flex shrink-0 snap-start items-start">
              <span
                aria-hidden="true"
                className="-mr-3 text-transparent select-none [-webkit-text-stroke:2px_var(--color-zinc-400)] dark:[-webkit-text-stroke:2px_var(--color-zinc-600)] flex items-end text-[5.5rem] leading-[0.8] font-black tracking-tighter sm:-mr-4 sm:text-[7rem]"
                style={{ height: posterHeight }}
              >
                {index + 1}
              </span>
              <div className="relative" style={{ width: cardWidth }}>
                {item ? (
                  <MediaCard item={item} width={cardWidth} priority={index < priorityCount} />
                ) : (
                  <MediaCardSkeleton />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
