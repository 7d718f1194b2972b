import type { TSiteStats } from '@marquee/domain';

/** Plays by day of the week as bars, Monday first; each bar's height is its share of the busiest day. */
export function WeekdayChart({ days }: { days: TSiteStats['watchesByDay'] }) {
  const busiest = Math.max(1, ...days.map((d) => d.count));
  return (
    <ol className="grid h-48 grid-cols-7 items-end gap-2" aria-label="Plays by day of week">
      {days.map(({ day, count }) => (
        <li key={day} className="flex h-full flex-col items-center justify-end gap-1">
          <span className="text-xs font-semibold tabular-nums">{count}</span>
          <div className="flex w-full flex-1 items-end justify-center" aria-hidden="true">
            <div
              data-testid={`weekday-bar-${day}`}
              className="w-full max-w-12 rounded-t-md bg-brand-500"
              style={{ height: `${Math.max(2, (count / busiest) * 100)}%` }}
            />
          </div>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            <span className="sr-only">{`${count} plays on `}</span>
            {day}
          </span>
        </li>
      ))}
    </ol>
  );
}
