import type { TCalendarEntry } from '@marquee/domain';
import { clsx } from 'clsx';
import { formatWeekdayShort } from '../../../lib/format.ts';
import { daysBetween } from '../calendar-range.ts';
import { CalendarEntryLink } from './calendar-entry-link.tsx';

/** The week or month as a grid of days, Monday first, today marked; days of other months are dimmed. */
export function CalendarGrid({
  from,
  to,
  month,
  today,
  now,
  entriesByDay,
}: {
  from: string;
  to: string;
  /** The month shown (YYYY-MM) in the month view. */
  month: string | undefined;
  today: string;
  now: number;
  entriesByDay: ReadonlyMap<string, TCalendarEntry[]>;
}) {
  const days = daysBetween(from, to);
  return (
    <div
      role="grid"
      aria-label="Calendar"
      className="overflow-hidden rounded-xl border border-zinc-200 dark:border-white/10"
    >
      <div
        role="row"
        className="grid grid-cols-7 border-b border-zinc-200 bg-zinc-50 dark:border-white/10 dark:bg-white/5"
      >
        {days.slice(0, 7).map((day) => (
          <div
            key={day}
            role="columnheader"
            className="px-2 py-1.5 text-xs font-semibold text-zinc-500 dark:text-zinc-400"
          >
            {formatWeekdayShort(day)}
          </div>
        ))}
      </div>
      {Array.from({ length: days.length / 7 }, (_, week) => (
        <div
          key={week}
          role="row"
          className="grid grid-cols-7 divide-x divide-zinc-200 border-b border-zinc-200 last:border-b-0 dark:divide-white/10 dark:border-white/10"
        >
          {days.slice(week * 7, week * 7 + 7).map((day) => {
            const isToday = day === today;
            const isOtherMonth = month !== undefined && !day.startsWith(month);
            return (
              <div
                key={day}
                role="gridcell"
                data-day={day}
                aria-current={isToday ? 'date' : undefined}
                className={clsx(
                  'min-w-0 space-y-1 p-1.5',
                  month ? 'min-h-28' : 'min-h-64',
                  isOtherMonth && 'bg-zinc-50/60 dark:bg-white/[0.02]',
                  isToday && 'bg-brand-500/10',
                )}
              >
                <div className="flex items-center gap-1 text-xs">
                  <span
                    className={clsx(
                      'grid h-6 min-w-6 place-items-center rounded-full px-1 font-semibold',
                      isToday && 'bg-brand-600 text-white',
                      isOtherMonth && !isToday && 'text-zinc-500 dark:text-zinc-400',
                    )}
                  >
                    {Number(day.slice(8))}
                  </span>
                  {isToday && <span className="font-semibold text-brand-600 dark:text-brand-400">Today</span>}
                </div>
                {(entriesByDay.get(day) ?? []).map((entry) => (
                  <CalendarEntryLink
                    key={`${entry.mediaType}-${entry.mediaId}-${entry.episode?.season}-${entry.episode?.episode}`}
                    entry={entry}
                    now={now}
                    isCompact
                  />
                ))}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
