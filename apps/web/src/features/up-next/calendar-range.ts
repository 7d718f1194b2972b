import { addDays, addMonths, monthStart, weekStart } from './local-day.ts';

export type TCalendarView = 'week' | 'month' | 'list';

/** How many days the phone's list shows from the start of this week. */
export const LIST_DAYS = 8 * 7;

/** The days a view shows around `anchor` (whole weeks, Monday first): first and last day, both included. */
export function rangeOf(view: TCalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'list') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, LIST_DAYS - 1) };
  }
  const from = weekStart(monthStart(anchor));
  const last = addDays(addMonths(anchor, 1), -1);
  return { from, to: addDays(weekStart(last), 6) };
}

/** The anchor one step back or ahead: a week, a month, or the list's length. */
export function stepAnchor(view: TCalendarView, anchor: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(anchor, direction);
  return addDays(anchor, direction * (view === 'week' ? 7 : LIST_DAYS));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
