import { describe, expect, it } from 'vitest';
import {
  currentViewerId,
  dailyAverage,
  daysSinceLaunch,
  DEFAULT_LAUNCH_DATE,
  formatWatchTime,
  isIsoDate,
  serverLoadColour,
  watchesByWeekday,
} from './site-stats.ts';

describe('days since launch', () => {
  it('launches on 2025-02-23 unless configured', () => {
    expect(DEFAULT_LAUNCH_DATE).toBe('2025-02-23');
  });

  it('counts whole UTC days, 0 on launch day and before', () => {
    expect(daysSinceLaunch('2025-02-23', new Date('2025-02-23T23:59:00Z'))).toBe(0);
    expect(daysSinceLaunch('2025-02-23', new Date('2025-02-24T00:00:00Z'))).toBe(1);
    expect(daysSinceLaunch('2025-02-23', new Date('2026-02-23T12:00:00Z'))).toBe(365);
    expect(daysSinceLaunch('2025-02-23', new Date('2024-01-01T00:00:00Z'))).toBe(0);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2025-02-23')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('23/02/2025')).toBe(false);
  });
});

describe('daily average', () => {
  const now = new Date('2025-03-04T10:00:00Z');

  it('divides plays by the days from launch to today, both counted', () => {
    // 2025-02-23 .. 2025-03-04 is 10 days.
    expect(dailyAverage(25, '2025-02-23', new Date('2025-02-23T08:00:00Z'), now)).toBe(2.5);
  });

  it('counts from the first recorded play when records began after launch', () => {
    expect(dailyAverage(6, '2025-02-23', new Date('2025-03-03T08:00:00Z'), now)).toBe(3);
  });

  it('is 0 without plays', () => {
    expect(dailyAverage(0, '2025-02-23', undefined, now)).toBe(0);
  });
});

describe('server-load colour', () => {
  it('is green under 70, yellow under 90, red otherwise', () => {
    expect(serverLoadColour(0)).toBe('green');
    expect(serverLoadColour(69.9)).toBe('green');
    expect(serverLoadColour(70)).toBe('yellow');
    expect(serverLoadColour(89.9)).toBe('yellow');
    expect(serverLoadColour(90)).toBe('red');
    expect(serverLoadColour(100)).toBe('red');
  });
});

describe('views by day of week', () => {
  it('puts Monday first and fills days without plays with 0', () => {
    const days = watchesByWeekday([
      { dow: 0, count: 4 },
      { dow: 1, count: 2 },
    ]);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ day: 'Mon', count: 2 });
    expect(days[6]).toEqual({ day: 'Sun', count: 4 });
    expect(days[3]).toEqual({ day: 'Thu', count: 0 });
  });
});

describe('watch time in words', () => {
  it('uses minutes, then hours, then days', () => {
    expect(formatWatchTime(0)).toBe('0 min');
    expect(formatWatchTime(45 * 60)).toBe('45 min');
    expect(formatWatchTime(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(formatWatchTime(12 * 86400 + 4 * 3600)).toBe('12 d 4 h');
  });
});

describe('viewer number', () => {
  const id = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
  const next = () => '00000000-0000-4000-8000-000000000000';

  it('keeps the same number within a calendar month', () => {
    const stored = { id, month: '2025-03' };
    expect(currentViewerId(stored, new Date('2025-03-31T23:00:00Z'), next)).toBe(stored);
  });

  it('draws a new one in a new month, or when none or a malformed one is stored', () => {
    expect(currentViewerId({ id, month: '2025-03' }, new Date('2025-04-01T00:00:00Z'), next)).toEqual({
      id: next(),
      month: '2025-04',
    });
    expect(currentViewerId(undefined, new Date('2025-04-01T00:00:00Z'), next).id).toBe(next());
    expect(currentViewerId({ id: 'x', month: '2025-04' }, new Date('2025-04-02T00:00:00Z'), next).id).toBe(
      next(),
    );
  });
});
