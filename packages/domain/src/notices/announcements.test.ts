import { describe, expect, it } from 'vitest';
import {
  dueAnnouncements,
  isRepeatDue,
  isWithinWindow,
  parseDismissedAnnouncements,
  recordAnnouncementDismissal,
  type TAnnouncement,
} from './announcements.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const ids = (items: TAnnouncement[]) => items.map((item) => item.id);

describe('announcements to show', () => {
  it('keeps only items with an id and a title', () => {
    const items = [{ id: 'a', title: 'A' }, { id: 'b' }, { title: 'No id' }, { id: 'c', title: '  ' }];
    expect(ids(dueAnnouncements(items, [], NOW))).toEqual(['a']);
  });

  it('keeps only items inside their start/expiry window', () => {
    const items = [
      { id: 'future', title: 'F', startsAt: '2026-06-16T00:00:00Z' },
      { id: 'started', title: 'S', startsAt: '2026-06-15T12:00:00Z' },
      { id: 'expired', title: 'E', expiresAt: '2026-06-15T12:00:00Z' },
      { id: 'running', title: 'R', startsAt: '2026-06-01', expiresAt: '2026-07-01' },
    ];
    expect(ids(dueAnnouncements(items, [], NOW))).toEqual(['started', 'running']);
  });

  it('sorts by priority, highest first, keeping file order among equals', () => {
    const items = [
      { id: 'low', title: 'L', priority: 1 },
      { id: 'none', title: 'N' },
      { id: 'high', title: 'H', priority: 10 },
      { id: 'low-2', title: 'L2', priority: 1 },
    ];
    expect(ids(dueAnnouncements(items, [], NOW))).toEqual(['high', 'low', 'low-2', 'none']);
  });

  it('leaves out a dismissed item whose repeat is never (or missing)', () => {
    const items = [
      { id: 'never', title: 'N', repeat: 'never' as const },
      { id: 'default', title: 'D' },
    ];
    const dismissed = [
      { id: 'never', timestamp: NOW - 400 * DAY },
      { id: 'default', timestamp: NOW - 400 * DAY },
    ];
    expect(dueAnnouncements(items, dismissed, NOW)).toEqual([]);
  });

  it('brings a weekly item back 7 days after dismissal, a monthly one after 30', () => {
    const items = [
      { id: 'weekly', title: 'W', repeat: 'weekly' as const },
      { id: 'monthly', title: 'M', repeat: 'monthly' as const },
    ];
    const closedAt = NOW;
    const dismissed = [
      { id: 'weekly', timestamp: closedAt },
      { id: 'monthly', timestamp: closedAt },
    ];
    expect(ids(dueAnnouncements(items, dismissed, closedAt + 7 * DAY - 1))).toEqual([]);
    expect(ids(dueAnnouncements(items, dismissed, closedAt + 7 * DAY))).toEqual(['weekly']);
    expect(ids(dueAnnouncements(items, dismissed, closedAt + 30 * DAY - 1))).toEqual(['weekly']);
    expect(ids(dueAnnouncements(items, dismissed, closedAt + 30 * DAY))).toEqual(['weekly', 'monthly']);
  });

  it('counts from the latest dismissal when an id was dismissed more than once', () => {
    const items = [{ id: 'weekly', title: 'W', repeat: 'weekly' as const }];
    const dismissed = [
      { id: 'weekly', timestamp: NOW - 20 * DAY },
      { id: 'weekly', timestamp: NOW - 2 * DAY },
    ];
    expect(dueAnnouncements(items, dismissed, NOW)).toEqual([]);
  });
});

describe('repeat and window rules', () => {
  it('never is never, whatever the time', () => {
    expect(isRepeatDue('never', 0, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isRepeatDue(undefined, 0, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
  it('an item with no dates is always in its window; unreadable dates are ignored', () => {
    expect(isWithinWindow({}, NOW)).toBe(true);
    expect(isWithinWindow({ startsAt: 'soon', expiresAt: 'later' }, NOW)).toBe(true);
  });
});

describe('the dismissed list (dismissedInfoModals)', () => {
  it('records one entry per id with the latest time', () => {
    const once = recordAnnouncementDismissal([{ id: 'x', timestamp: 1 }], 'a', 5);
    expect(recordAnnouncementDismissal(once, 'a', 9)).toEqual([
      { id: 'x', timestamp: 1 },
      { id: 'a', timestamp: 9 },
    ]);
  });
  it('reads only {id, timestamp} entries from storage', () => {
    expect(parseDismissedAnnouncements('nope')).toEqual([]);
    expect(
      parseDismissedAnnouncements([{ id: 'a', timestamp: 3 }, { id: 4, timestamp: 3 }, null, { id: 'b' }]),
    ).toEqual([{ id: 'a', timestamp: 3 }]);
  });
});
