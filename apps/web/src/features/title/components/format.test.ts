import { describe, expect, it } from 'vitest';
import { formatDate, formatRuntime } from './format.ts';

describe('formatDate', () => {
  it('writes a catalogue date in words, the same day whatever the time zone', () => {
    expect(formatDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatDate('2008-01-20')).toBe('January 20, 2008');
  });

  it('has nothing to show for a missing or broken date', () => {
    expect(formatDate(undefined)).toBeUndefined();
    expect(formatDate('')).toBeUndefined();
    expect(formatDate('not a date')).toBeUndefined();
  });
});

describe('formatRuntime', () => {
  it('writes hours and minutes', () => {
    expect(formatRuntime(135)).toBe('2h 15m');
    expect(formatRuntime(45)).toBe('45m');
    expect(formatRuntime(0)).toBeUndefined();
  });
});
