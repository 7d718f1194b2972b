import { describe, expect, it } from 'vitest';
import { daysBetween, rangeOf, stepAnchor } from './calendar-range.ts';
import { localDay } from './local-day.ts';

describe('calendar ranges', () => {
  it('shows whole weeks from Monday: a week, a month padded to its weeks, and eight weeks as a list', () => {
    expect(rangeOf('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('month', '2026-11-26')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(rangeOf('month', '2026-02-10')).toEqual({ from: '2026-01-26', to: '2026-03-01' });
    expect(rangeOf('list', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2027-01-17' });
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('steps by a week or a month, across years', () => {
    expect(stepAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(stepAnchor('month', '2026-12-29', 1)).toBe('2027-01-01');
    expect(stepAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it("takes today in the browser's own time zone", () => {
    const late = new Date(2026, 10, 26, 23, 30).getTime();
    expect(localDay(late)).toBe('2026-11-26');
  });
});
