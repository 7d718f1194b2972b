import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from '../../../lib/icons.tsx';
import type { ReactNode } from 'react';
import { paginationWindow } from '@marquee/domain';

export interface TSearchPaginationProps {
  page: number;
  pageCount: number;
  /** While a page loads every button is disabled. */
  isLoading: boolean;
  onPageChange: (page: number) => void;
}

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const IDLE = 'bg-zinc-100 hover:bg-zinc-200 dark:bg-zinc-800 dark:hover:bg-zinc-700';

function PageButton(props: {
  label: string;
  disabled: boolean;
  current?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-current={props.current ? 'page' : undefined}
      disabled={props.disabled}
      onClick={props.onClick}
      className={clsx(BUTTON, props.current ? 'bg-brand-600 text-white' : IDLE)}
    >
      {props.children}
    </button>
  );
}

/** Prev and Next, up to 4 numbered pages around the current one, first and last shortcuts with '...' gaps. */
export function SearchPagination({ page, pageCount, isLoading, onPageChange }: TSearchPaginationProps) {
  if (pageCount < 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-3" aria-busy={isLoading}>
      <div className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <PageButton label="Prev" disabled={isLoading || page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Prev</span>
        </PageButton>
        {paginationWindow(page, pageCount).map((button) =>
          button.kind === 'gap' ? (
            <span key={button.key} className="px-0.5 text-zinc-500" aria-hidden="true">
              ...
            </span>
          ) : (
            <PageButton
              key={button.page}
              label={`Page ${button.page}`}
              current={button.page === page}
              disabled={isLoading}
              onClick={() => onPageChange(button.page)}
            >
              {button.page}
            </PageButton>
          ),
        )}
        <PageButton
          label="Next"
          disabled={isLoading || page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </PageButton>
      </div>
      {pageCount > 1 && <p className="text-sm text-zinc-500 dark:text-zinc-400">{pageCount} Pages</p>}
    </nav>
  );
}
