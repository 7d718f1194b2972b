import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatMegabytes,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatRuntime,
  formatSeconds,
  formatShortDate,
  formatUsd,
  formatWeekdayShort,
} from './format.ts';

/** Intl's own US English wording of a UTC day, which the hand-made dates must match. */
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(Date.parse(day));
};

describe('dates read exactly as Intl writes them in US English', () => {
  // Any calendar day of years 1000-9999 (what YYYY-MM-DD holds), as the catalogue gives it.
  const days = fc
    .integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) })
    .map((time) => new Date(time).toISOString().slice(0, 10));

  it('for every wording the site uses', () => {
    const long = intl({ year: 'numeric', month: 'long', day: 'numeric' });
    const medium = intl({ dateStyle: 'medium' });
    const heading = intl({ weekday: 'long', month: 'long', day: 'numeric' });
    const month = intl({ month: 'long', year: 'numeric' });
    const weekday = intl({ weekday: 'short' });
    fc.assert(
      fc.property(days, (day) => {
        expect(formatDate(day)).toBe(long(day));
        expect(formatShortDate(day)).toBe(medium(day));
        expect(formatDayHeading(day)).toBe(heading(day));
        expect(formatMonthYear(day)).toBe(month(day));
        expect(formatWeekdayShort(day)).toBe(weekday(day));
      }),
      { numRuns: 2000 },
    );
  });

  it('throws on a day that is no date, as Intl did', () => {
    expect(() => formatDayHeading('not a day')).toThrow(RangeError);
    expect(() => formatShortDate('soon')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('writes a catalogue date in words, the same day whatever the time zone', () => {
    expect(formatDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatDate('2008-01-20')).toBe('January 20, 2008');
  });

  it.each([undefined, null, '', 'not a date'])(
    'has nothing to show for a missing or broken date (%j)',
    (date) => {
      expect(formatDate(date)).toBeUndefined();
    },
  );
});

describe('formatShortDate and formatDateTime', () => {
  it("writes a donation's day short, in UTC", () => {
    expect(formatShortDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatShortDate('2024-03-05T23:30:00Z')).toBe('Mar 5, 2024');
  });

  it("writes a moment as the visitor's browser does", () => {
    const at = '2024-03-05T14:30:00Z';
    expect(formatDateTime(at)).toBe(new Date(at).toLocaleString());
  });
});

describe('numbers', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes dollars with cents, and other currencies with their code and up to 8 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatMoney(5, 'USD')).toBe('$5.00');
    expect(formatMoney(0.000123456789, 'BTC')).toBe('0.00012346 BTC');
  });

  it('writes sizes, seconds and a countdown', () => {
    expect(formatMegabytes(5 * 1024 * 1024 + 300 * 1024)).toBe('5.3 MB');
    expect(formatSeconds(-0.5)).toBe('-0.5 s');
    expect(formatSeconds(2)).toBe('2.0 s');
    expect(formatCountdown(15 * 60 * 1000)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('1:02');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('formatRuntime', () => {
  it('writes hours and minutes', () => {
    expect(formatRuntime(135)).toBe('2h 15m');
    expect(formatRuntime(120)).toBe('2h');
    expect(formatRuntime(45)).toBe('45m');
    expect(formatRuntime(0)).toBeUndefined();
    expect(formatRuntime(null)).toBeUndefined();
  });
});
