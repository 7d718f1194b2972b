import type { TCalendarEntry } from '@marquee/domain';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { formatDayHeading, formatMonthYear } from '../../../lib/format.ts';
import { CalendarDays, ChevronLeft, ChevronRight } from '../../../lib/icons.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { rangeOf, stepAnchor, type TCalendarView } from '../calendar-range.ts';
import { CalendarGrid } from '../components/calendar-grid.tsx';
import { CalendarList } from '../components/calendar-list.tsx';
import { useCalendar } from '../use-up-next.ts';
import { useToday } from '../use-today.ts';

/** Below this width the calendar is a list (a week's seven columns do not fit a phone). */
const GRID_MIN_WIDTH = 768;

function byDay(entries: readonly TCalendarEntry[]): Map<string, TCalendarEntry[]> {
  const days = new Map<string, TCalendarEntry[]>();
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry]);
  return days;
}

function rangeTitle(view: TCalendarView, anchor: string, from: string): string {
  if (view === 'month') return formatMonthYear(anchor);
  return `Week of ${formatDayHeading(from)}`;
}

/**
 * /calendar: what the followed series and movies air, by week or month on wide screens and as a list on
 * phones, in the browser's time zone, today marked.
 */
export default function CalendarPage() {
  const isGrid = useViewportWidth() >= GRID_MIN_WIDTH;
  const { now, today } = useToday();
  const [chosenView, setChosenView] = useState<'week' | 'month'>('month');
  const [anchor, setAnchor] = useState(today);
  const view: TCalendarView = isGrid ? chosenView : 'list';
  const { from, to } = rangeOf(view, anchor);
  const { entries, isFollowingAny } = useCalendar(from, to);
  const entriesByDay = useMemo(() => byDay(entries), [entries]);
  return (
    <section className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:py-8">
      <DocumentTitle>Calendar · Marquee</DocumentTitle>
      <div className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">Calendar</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          New episodes of the series you follow and releases of the movies you follow, in your time zone.
        </p>
      </div>
      {!isFollowingAny ? (
        <div className="grid justify-items-center gap-3 py-16 text-center" role="status">
          <CalendarDays className="h-10 w-10 text-zinc-400" aria-hidden="true" />
          <p className="max-w-md text-lg font-semibold text-zinc-600 dark:text-zinc-300">
            Nothing followed yet. Series you watch or bookmark, and movies you bookmark before they come out,
            show up here.
          </p>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h2
              className="mr-auto w-full text-xl font-bold sm:w-auto"
              aria-live="polite"
              data-testid="calendar-range"
            >
              {view === 'list' ? 'Coming weeks' : rangeTitle(view, anchor, from)}
            </h2>
            {isGrid && (
              <div
                role="group"
                aria-label="View"
                className="flex rounded-lg border border-zinc-300 p-0.5 dark:border-white/15"
              >
                {(['week', 'month'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={chosenView === option}
                    onClick={() => setChosenView(option)}
                    className={clsx(
                      'h-9 rounded-md px-3 text-sm font-medium capitalize',
                      chosenView === option
                        ? 'bg-brand-700 text-white'
                        : 'hover:bg-zinc-100 dark:hover:bg-white/10',
                    )}
                  >
                    {option}
                  </button>
                ))}
              </div>
            )}
            <Button
              variant="secondary"
              size="sm"
              aria-label={view === 'month' ? 'Previous month' : 'Previous weeks'}
              onClick={() => setAnchor(stepAnchor(view, anchor, -1))}
              icon={<ChevronLeft className="h-4 w-4" aria-hidden="true" />}
            />
            <Button variant="secondary" size="sm" onClick={() => setAnchor(today)}>
              Today
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={view === 'month' ? 'Next month' : 'Next weeks'}
              onClick={() => setAnchor(stepAnchor(view, anchor, 1))}
              icon={<ChevronRight className="h-4 w-4" aria-hidden="true" />}
            />
          </div>
          {view === 'list' ? (
            <CalendarList today={today} now={now} entriesByDay={entriesByDay} />
          ) : (
            <CalendarGrid
              from={from}
              to={to}
              month={view === 'month' ? anchor.slice(0, 7) : undefined}
              today={today}
              now={now}
              entriesByDay={entriesByDay}
            />
          )}
        </>
      )}
    </section>
  );
}
