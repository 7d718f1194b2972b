import { ChevronLeft, ChevronRight } from '../../../lib/icons.tsx';

export interface TRowScrollButtonsProps {
  label: string;
  canBack: boolean;
  canForward: boolean;
  onScroll: (direction: 1 | -1) => void;
}

const buttonClass =
  'grid h-8 w-8 place-items-center rounded-full border border-zinc-300 text-zinc-700 transition hover:border-brand-500 hover:text-brand-500 disabled:pointer-events-none disabled:opacity-30 dark:border-zinc-700 dark:text-zinc-200';

/** The back and forward buttons of a horizontal row. */
export function RowScrollButtons({ label, canBack, canForward, onScroll }: TRowScrollButtonsProps) {
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        onClick={() => onScroll(-1)}
        disabled={!canBack}
        aria-label={`Scroll ${label} back`}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={buttonClass}
        onClick={() => onScroll(1)}
        disabled={!canForward}
        aria-label={`Scroll ${label} forward`}
      >
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </>
  );
}
