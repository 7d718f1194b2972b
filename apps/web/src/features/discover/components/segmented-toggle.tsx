import clsx from 'clsx';
import type { TIcon } from '../../../lib/icons.tsx';

export interface TSegmentOption<T extends string> {
  value: T;
  label: string;
  icon?: TIcon;
}

export interface TSegmentedToggleProps<T extends string> {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly TSegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons of which exactly one is pressed (e.g. Trending / Popular). */
export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: TSegmentedToggleProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-zinc-200 bg-zinc-100 p-1 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {options.map(({ value: option, label: text, icon: Icon }) => {
        const isPressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(option)}
            className={clsx(
              'inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors sm:px-4',
              isPressed
                ? 'bg-brand-700 text-white shadow-sm'
                : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white',
            )}
          >
            {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
            {text}
          </button>
        );
      })}
    </div>
  );
}
