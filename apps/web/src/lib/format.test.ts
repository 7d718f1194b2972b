import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatMegabytes,
  formatMoney,
  formatNumber,
  formatRuntime,
  formatSeconds,
  formatShortDate,
  formatUsd,
} from './format.ts';

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
