import { Search } from '../../../lib/icons.tsx';
import { useId, useState, type ReactNode } from 'react';
import { bookmarkCategoryLabel } from '@marquee/domain';
import {
  ALL_CATEGORIES,
  BOOKMARK_SORTS,
  BOOKMARK_SORT_LABELS,
  BOOKMARK_TYPES,
  BOOKMARK_TYPE_LABELS,
  type TBookmarkFilters,
} from '../bookmark-filters.ts';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

const fieldClass =
  'h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium dark:border-zinc-700 dark:bg-zinc-900';

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label
        htmlFor={id}
        className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400"
      >
        {label}
      </label>
      {children}
    </div>
  );
}

export interface TBookmarkFiltersBarProps {
  filters: TBookmarkFilters;
  categories: readonly string[];
  onChange: (next: Partial<TBookmarkFilters>, replace?: boolean) => void;
}

/** Category, kind, title search and order of the bookmarks page. */
export function BookmarkFiltersBar({ filters, categories, onChange }: TBookmarkFiltersBarProps) {
  const ids = { category: useId(), type: useId(), query: useId(), sort: useId() };
  // The box keeps what is typed; it shows the URL's text again when that changes from elsewhere (back, links).
  const [draft, setDraft] = useState(filters.query);
  const [urlQuery, setUrlQuery] = useState(filters.query);
  if (filters.query !== urlQuery) {
    setUrlQuery(filters.query);
    setDraft(filters.query);
  }
  // A category in the URL that no bookmark uses any more still shows as chosen.
  const options =
    categories.includes(filters.category) || filters.category === ALL_CATEGORIES
      ? categories
      : [...categories, filters.category];
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[12rem_10rem_minmax(0,1fr)_14rem]">
      <Field label="Category" id={ids.category}>
        <select
          id={ids.category}
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
          className={fieldClass}
        >
          <option value={ALL_CATEGORIES}>All</option>
          {options.map((category) => (
            <option key={category} value={category}>
              {bookmarkCategoryLabel(category)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Type" id={ids.type}>
        <select
          id={ids.type}
          value={filters.type}
          onChange={(event) => {
            const type = BOOKMARK_TYPES.find((option) => option === event.target.value);
            if (type) onChange({ type });
          }}
          className={fieldClass}
        >
          {BOOKMARK_TYPES.map((type) => (
            <option key={type} value={type}>
              {BOOKMARK_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <div className="col-span-2 sm:col-span-1">
        <Field label="Search titles" id={ids.query}>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500"
              aria-hidden="true"
            />
            <input
              id={ids.query}
              type="search"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                onChange({ query: event.target.value }, true);
              }}
              placeholder="Title"
              className={`${fieldClass} pl-9`}
            />
          </div>
        </Field>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field label="Sort by" id={ids.sort}>
          <select
            id={ids.sort}
            value={filters.sort}
            onChange={(event) => {
              const sort = BOOKMARK_SORTS.find((option) => option === event.target.value);
              if (sort) onChange({ sort });
            }}
            className={fieldClass}
          >
            {BOOKMARK_SORTS.map((sort) => (
              <option key={sort} value={sort} {...(sort === 'rating' ? SCORE_MARK : {})}>
                {BOOKMARK_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}
