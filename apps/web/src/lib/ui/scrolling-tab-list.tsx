import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from '../icons.tsx';
import { useLayoutEffect, type ReactNode } from 'react';
import { useRowScroll } from '../use-row-scroll.ts';

// Room kept between the chosen tab and the list's edge (where the fade and its arrow sit).
const EDGE_ROOM_PX = 40;

export interface TScrollingTabListProps {
  label: string;
  /** The chosen tab's key: when it changes, that tab is scrolled into view. */
  selected: string;
  /** The list's own look (border, padding, gap). */
  className?: string;
  /** The colour the edges fade into, the background behind the list ('from-white dark:from-zinc-950'). */
  fadeClassName: string;
  children: ReactNode;
}

/**
 * A tab list that scrolls sideways when its tabs do not fit, and shows it: the edge with more tabs beyond fades,
 * with an arrow that scrolls it (for a mouse; a finger swipes, the keyboard moves along the tabs), and the chosen
 * tab is scrolled into view.
 */
export function ScrollingTabList({
  label,
  selected,
  className,
  fadeClassName,
  children,
}: TScrollingTabListProps) {
  const { row, setRow, canBack, canForward, scrollBy, update } = useRowScroll<HTMLDivElement>();
  useLayoutEffect(() => {
    const tab = row?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!row || !tab) return;
    const start = tab.offsetLeft - row.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start - EDGE_ROOM_PX < row.scrollLeft) row.scrollTo({ left: Math.max(0, start - EDGE_ROOM_PX) });
    else if (end + EDGE_ROOM_PX > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: end + EDGE_ROOM_PX - row.clientWidth });
    }
    update();
  }, [row, selected, update]);
  return (
    <div className="relative">
      <div
        ref={setRow}
        role="tablist"
        aria-label={label}
        className={clsx('scrollbar-none flex overflow-x-auto', className)}
      >
        {children}
      </div>
      <Edge side="back" isShown={canBack} fadeClassName={fadeClassName} onScroll={() => scrollBy(-1)} />
      <Edge side="forward" isShown={canForward} fadeClassName={fadeClassName} onScroll={() => scrollBy(1)} />
    </div>
  );
}

interface TEdgeProps {
  side: 'back' | 'forward';
  isShown: boolean;
  fadeClassName: string;
  onScroll: () => void;
}

function Edge({ side, isShown, fadeClassName, onScroll }: TEdgeProps) {
  const Chevron = side === 'back' ? ChevronLeft : ChevronRight;
  return (
    <div
      data-testid={`tab-list-fade-${side}`}
      data-shown={isShown}
      className={clsx(
        'pointer-events-none absolute inset-y-0 flex w-12 items-center transition-opacity',
        side === 'back' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l',
        fadeClassName,
        isShown ? 'opacity-100' : 'opacity-0',
      )}
    >
      {/* Out of the tab order and hidden from screen readers: the tabs themselves are reachable without it. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onScroll}
        className={clsx(
          'grid h-7 w-7 place-items-center rounded-full bg-white text-zinc-700 shadow ring-1 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-100 dark:ring-white/10',
          isShown ? 'pointer-events-auto' : 'invisible',
        )}
      >
        <Chevron className="h-4 w-4" />
      </button>
    </div>
  );
}
