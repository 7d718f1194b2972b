import { ArrowRight } from '../../../lib/icons.tsx';

export interface TShowAllTileProps {
  count: number;
  title: string;
  onClick: () => void;
}

/** The last tile of a row that shows fewer titles than it holds: reveals them all. */
export function ShowAllTile({ count, title, onClick }: TShowAllTileProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Show all ${count} ${title}`}
      data-spatial-item=""
      className="flex aspect-[2/3] w-full flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-zinc-300 text-sm font-semibold text-zinc-600 transition hover:border-brand-500 hover:text-brand-500 dark:border-zinc-700 dark:text-zinc-300"
    >
      <span className="grid h-11 w-11 place-items-center rounded-full bg-zinc-100 dark:bg-zinc-800">
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </span>
      <span>Show all {count}</span>
    </button>
  );
}
