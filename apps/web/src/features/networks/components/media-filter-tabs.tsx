import clsx from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { MEDIA_FILTER_LABELS, MEDIA_FILTERS, type TMediaFilter } from '@marquee/domain';

export interface TMediaFilterTabsProps {
  value: TMediaFilter;
  onChange: (filter: TMediaFilter) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  /** Prefix of the tabs' ids (the panel is labelled by the selected one). */
  idPrefix: string;
}

/** The id of one filter's tab. */
export function filterTabId(idPrefix: string, filter: TMediaFilter): string {
  return `${idPrefix}-${filter}`;
}

/** The All / Movies / TV Shows tabs: a tablist with arrow keys, Home and End (selection follows focus). */
export function MediaFilterTabs({ value, onChange, panelId, idPrefix }: TMediaFilterTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = MEDIA_FILTERS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % MEDIA_FILTERS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % MEDIA_FILTERS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const filter = MEDIA_FILTERS[next];
    if (!filter) return;
    onChange(filter);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Show"
      className="inline-flex rounded-full border border-zinc-200 bg-zinc-100 p-1 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {MEDIA_FILTERS.map((filter, index) => {
        const isSelected = filter === value;
        return (
          <button
            key={filter}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={filterTabId(idPrefix, filter)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(filter)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              'rounded-full px-4 py-1.5 text-sm font-semibold transition-colors',
              isSelected
                ? 'bg-brand-700 text-white shadow-sm'
                : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white',
            )}
          >
            {MEDIA_FILTER_LABELS[filter]}
          </button>
        );
      })}
    </div>
  );
}
