import { describe, expect, it } from 'vitest';
import { localToday } from './local-today.ts';

describe('localToday', () => {
  it('formats the local date as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 10, 22))).toBe('2026-11-22');
  });
});
