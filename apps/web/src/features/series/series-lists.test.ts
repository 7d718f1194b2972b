import { describe, expect, it } from 'vitest';
import { todayIso } from './series-lists.ts';

describe('todayIso', () => {
  it('formats the local date as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 10, 22))).toBe('2026-11-22');
  });
});
