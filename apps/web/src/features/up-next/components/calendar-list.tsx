import type { TCalendarEntry } from '@marquee/domain';
import { clsx } from 'clsx';
import { formatDayHeading } from '../../../lib/format.ts';
import { CalendarEntryLink } from './calendar-entry-link.tsx';

/** The phone's calendar: the days that have something, in order, today marked (and always listed). */
export function CalendarList({
  today,
  now,
  entriesByDay,
}: {
  today: string;
  now: number;
  entriesByDay: ReadonlyMap<string, TCalendarEntry[]>;
}) {
  const days = [...new Set([...entriesByDay.keys(), today])].sort();
  return (
    <ol className="space-y-4" aria-label="Calendar">
      {days.map((day) => {
        const isToday = day === today;
        const entries = entriesByDay.get(day) ?? [];
        return (
          <li key={day} data-day={day} aria-current={isToday ? 'date' : undefined}>
            <h2 className={clsx('mb-1.5 text-sm font-bold', isToday && 'text-brand-600 dark:text-brand-400')}>
              {isToday ? `Today · ${formatDayHeading(day)}` : formatDayHeading(day)}
            </h2>
            {entries.length === 0 ? (
              <p className="text-sm text-zinc-500 dark:text-zinc-400">Nothing airs today.</p>
            ) : (
              <ul className="space-y-1.5">
                {entries.map((entry) => (
                  <li
                    key={`${entry.mediaType}-${entry.mediaId}-${entry.episode?.season}-${entry.episode?.episode}`}
                  >
                    <CalendarEntryLink entry={entry} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
