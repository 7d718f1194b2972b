import clsx from 'clsx';
import { ChevronDown } from '../../../lib/icons.tsx';
import { useId, type ChangeEvent } from 'react';
import {
  SEARCH_SORTS,
  SEARCH_SORT_LABELS,
  SEARCH_TYPES,
  SEARCH_TYPE_LABELS,
  isSearchSort,
  isSearchType,
  type TSearchSort,
  type TSearchType,
} from '@marquee/domain';

interface TSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** Width on phones, where both selectors share one row. */
  className: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

function LabelledSelect<T extends string>({
  label,
  value,
  options,
  labels,
  className,
  onChange,
}: TSelectProps<T>) {
  const id = useId();
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1 sm:flex-none', className)}>
      <label
        htmlFor={id}
        className="text-xs font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400"
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={onChange}
          className="h-10 w-full appearance-none rounded-lg border border-zinc-300 bg-white pl-3 pr-9 text-sm font-medium dark:border-zinc-700 dark:bg-zinc-900 sm:w-60"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

export interface TSearchFiltersProps {
  type: TSearchType;
  sort: TSearchSort;
  onTypeChange: (type: TSearchType) => void;
  onSortChange: (sort: TSearchSort) => void;
}

/** The Media Type (All, Movies, TV Shows) and Sort By selectors of the search page. */
export function SearchFilters({ type, sort, onTypeChange, onSortChange }: TSearchFiltersProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <LabelledSelect
        label="Media Type"
        value={type}
        options={SEARCH_TYPES}
        labels={SEARCH_TYPE_LABELS}
        className="w-32 sm:w-auto"
        onChange={(event) => {
          if (isSearchType(event.target.value)) onTypeChange(event.target.value);
        }}
      />
      <LabelledSelect
        label="Sort By"
        value={sort}
        options={SEARCH_SORTS}
        labels={SEARCH_SORT_LABELS}
        className="flex-1"
        onChange={(event) => {
          if (isSearchSort(event.target.value)) onSortChange(event.target.value);
        }}
      />
    </div>
  );
}
