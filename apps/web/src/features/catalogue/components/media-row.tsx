import { useEffect, useId, useRef, useState } from 'react';
import { ROW_LIMIT_TRENDING } from '@marquee/domain';
import { limitRow } from '../browse/display-limit.ts';
import { mediaKey } from '../browse/mix-media.ts';
import type { TMediaListState } from '../browse/use-media-list.ts';
import { useDisplayLimit, useRowCardWidth } from '../browse/use-narrow-viewport.ts';
import { useGrowingCount, useNearViewport } from '../../../lib/use-near-viewport.ts';
import { cardHeight, offscreenStyle } from '../../../lib/offscreen-style.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { ListLoadError } from './load-error.tsx';
import { MediaCard } from './media-card.tsx';
import { MediaCardSkeleton } from './media-card-skeleton.tsx';
import { RowScrollButtons } from './row-scroll-buttons.tsx';
import { SectionHeading } from './section-heading.tsx';
import { ShowAllTile } from './show-all-tile.tsx';
import { useRowScroll } from '../../../lib/use-row-scroll.ts';

export interface TMediaRowProps {
  title: string;
  list: TMediaListState;
  /** Titles the row holds (30 popular, 15 trending and upcoming); it shows 15 (10 on phones) at first. */
  rowLimit?: number;
  seeAllHref?: string;
  /** How many of the first posters load eagerly (the row is above the fold). */
  priorityCount?: number;
}

/** The smallest gap between a row's cards (gap-3); more cards fit than this assumes only on wider gaps. */
const CARD_GAP_PX = 12;
/** A section heading's height with its margin, above the cards. */
const SECTION_HEADING_PX = 56;
/** Cards built per frame after the first screen's worth. */
const CARDS_PER_FRAME = 2;

/** A titled carousel row of poster cards, scrolled by its buttons, by touch, or by moving focus. */
export function MediaRow({
  title,
  list,
  rowLimit = ROW_LIMIT_TRENDING,
  seeAllHref,
  priorityCount = 0,
}: TMediaRowProps) {
  const headingId = useId();
  const displayLimit = useDisplayLimit();
  const cardWidth = useRowCardWidth();
  const [expanded, setExpanded] = useState(false);
  const { row, setRow, update, canBack, canForward, scrollBy } = useRowScroll<HTMLUListElement>();
  const revealFrom = useRef<number | null>(null);
  // Rows below the first screen are built when they come near (see useNearViewport); rows with eager
  // posters are on the first screen.
  const { setElement: setSection, isNear, isInReach } = useNearViewport<HTMLElement>(priorityCount > 0);
  const isBuilt = !list.isPending && isNear;
  const items = limitRow(list.items, rowLimit);
  const shown = expanded ? items : items.slice(0, displayLimit);
  // The cards one screen shows are built with the row, the rest a couple per frame once the row is within a
  // screen of the viewport (placeholders till then: a row the idle queue built may never be scrolled to);
  // 'Show all' builds everything at once, for focus moves to the first card it reveals.
  const onScreen = Math.ceil(useViewportWidth() / (cardWidth + CARD_GAP_PX));
  const toBuild = isInReach ? shown.length : Math.min(onScreen, shown.length);
  const grown = useGrowingCount(isBuilt ? toBuild : 0, onScreen, CARDS_PER_FRAME);
  const builtCount = expanded ? shown.length : grown;

  useEffect(() => {
    update();
    // After 'Show all', focus moves to the first card that was revealed.
    if (revealFrom.current === null) return;
    const link = row?.children[revealFrom.current]?.querySelector('a');
    revealFrom.current = null;
    link?.focus();
  }, [expanded, shown.length, update, row]);

  const showAll = () => {
    revealFrom.current = shown.length;
    setExpanded(true);
  };

  return (
    <section
      ref={setSection}
      aria-labelledby={headingId}
      data-testid="media-row"
      className="min-w-0"
      style={offscreenStyle(SECTION_HEADING_PX + cardHeight(cardWidth))}
    >
      <SectionHeading id={headingId} title={title} {...(seeAllHref ? { seeAllHref } : {})}>
        {!list.isError && (
          <RowScrollButtons label={title} canBack={canBack} canForward={canForward} onScroll={scrollBy} />
        )}
      </SectionHeading>
      {list.isError ? (
        <ListLoadError title={title} list={list} />
      ) : !list.isPending && items.length === 0 ? (
        <p className="py-6 text-sm text-zinc-500 dark:text-zinc-400">Nothing to show here right now.</p>
      ) : (
        <ul
          ref={setRow}
          data-testid="row-list"
          className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:gap-4"
          aria-busy={!isBuilt}
        >
          {!isBuilt
            ? // Placeholders for what the screen shows only: a page's rows are mostly below it, and ten of
              // these per row made the first render of the home page build hundreds of elements nobody sees.
              // A row not near the screen needs only one, for its height.
              Array.from({ length: isNear ? Math.min(displayLimit, onScreen) : 1 }, (_, index) => (
                <li key={index} className="shrink-0 snap-start" style={{ width: cardWidth }}>
                  {/* Only what loads on the screen shimmers: a shimmer is an animated layer. */}
                  <MediaCardSkeleton isStill={!list.isPending || !isNear || index >= onScreen} />
                </li>
              ))
            : shown.map((item, index) => (
                <li key={mediaKey(item)} className="shrink-0 snap-start" style={{ width: cardWidth }}>
                  {index < builtCount ? (
                    <MediaCard item={item} width={cardWidth} priority={index < priorityCount} />
                  ) : (
                    <MediaCardSkeleton isStill />
                  )}
                </li>
              ))}
          {isBuilt && shown.length < items.length && (
            <li className="shrink-0 snap-start" style={{ width: cardWidth }}>
              <ShowAllTile count={items.length} title={title} onClick={showAll} />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
