import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERTS_DAYS, ALERTS_MAX, alertsOf, unreadAlerts } from './alerts.ts';
import type { TFollowedTitle, TTitleSchedule } from './following.ts';
import {
  alertsReadAtOf,
  markAlertsSeen,
  mergeFollows,
  readAlerts,
  type TFollow,
  type TTitleRef,
} from './sync/follows.ts';

const followed: TFollowedTitle[] = [
  { mediaType: 'tv', mediaId: 1, title: 'Show', lastActivity: 0 },
  { mediaType: 'movie', mediaId: 2, title: 'Film', lastActivity: 0 },
];
const days = (count: number, from: string) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10),
  );
const show = (dates: string[]): TTitleSchedule => ({
  mediaType: 'tv',
  mediaId: 1,
  title: 'Show',
  posterPath: null,
  episodes: dates.map((airDate, i) => ({ season: 1, episode: i + 1, airDate, name: '' })),
});
const film: TTitleSchedule = {
  mediaType: 'movie',
  mediaId: 2,
  title: 'Film',
  posterPath: null,
  releaseDate: '2026-03-10',
};

describe('alerts', () => {
  it('lists what aired in the last 30 days, newest first, without what is still to come', () => {
    const alerts = alertsOf(
      followed,
      [show(['2026-01-01', '2026-03-01', '2026-03-12', '2026-04-01']), film],
      [],
      '2026-03-15',
    );
    expect(alerts.map((a) => a.date)).toEqual(['2026-03-12', '2026-03-10', '2026-03-01']);
  });

  it('drops a title’s alerts once dismissed, until its next episode airs; kinds can be switched off', () => {
    const schedules = [show(['2026-03-01', '2026-03-12']), film];
    const read = readAlerts([], { mediaType: 'tv', mediaId: 1 }, Date.parse('2026-03-05T08:00:00Z'));
    expect(alertsOf(followed, schedules, read, '2026-03-15').map((a) => a.date)).toEqual([
      '2026-03-12',
      '2026-03-10',
    ]);
    expect(
      alertsOf(followed, schedules, read, '2026-03-15', { kinds: { episodes: true, releases: false } }).map(
        (a) => a.date,
      ),
    ).toEqual(['2026-03-12']);
  });

  it(`keeps at most ${ALERTS_MAX}`, () => {
    const many = days(150, '2026-01-01').flatMap((day) => [day, day, day, day]);
    const alerts = alertsOf(followed, [show(many)], [], '2026-05-30');
    expect(alerts).toHaveLength(ALERTS_MAX);
    expect(alerts[0]!.date).toBe('2026-05-30');
  });

  it('counts as unread only what aired after the day of the last look, and the look syncs', () => {
    const schedules = [show(['2026-03-01', '2026-03-12']), film];
    const phone = markAlertsSeen([], Date.parse('2026-03-11T20:00:00Z'));
    const alerts = alertsOf(followed, schedules, phone, '2026-03-15');
    expect(alerts.map((a) => [a.date, a.isUnread])).toEqual([
      ['2026-03-12', true],
      ['2026-03-10', false],
      ['2026-03-01', false],
    ]);
    // A second device that never looked counts everything, until it has the phone's mark.
    expect(unreadAlerts(alertsOf(followed, schedules, [], '2026-03-15'))).toBe(3);
    expect(unreadAlerts(alertsOf(followed, schedules, mergeFollows([], phone), '2026-03-15'))).toBe(1);
    // The viewer's own time zone decides the day of the look.
    const inTokyo = (time: number) => new Date(time + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(unreadAlerts(alertsOf(followed, schedules, phone, '2026-03-15', { dayOf: inTokyo }))).toBe(0);
  });
});

const DAY = 86_400_000;
const start = Date.parse('2026-01-01T00:00:00Z');
const dayArb = fc
  .integer({ min: 0, max: 120 })
  .map((n) => new Date(start + n * DAY).toISOString().slice(0, 10));
const timeArb = fc.integer({ min: start - 10 * DAY, max: start + 130 * DAY });
const refArb: fc.Arbitrary<TTitleRef> = fc.record({
  mediaType: fc.constantFrom('movie' as const, 'tv' as const),
  mediaId: fc.integer({ min: 1, max: 4 }),
});
const scheduleArb = (ref: TTitleRef): fc.Arbitrary<TTitleSchedule> =>
  ref.mediaType === 'movie'
    ? fc
        .option(dayArb, { nil: null })
        .map((releaseDate) => ({ ...ref, mediaType: 'movie', title: 'M', posterPath: null, releaseDate }))
    : fc.array(fc.option(dayArb, { nil: null }), { maxLength: 60 }).map((dates) => ({
        ...ref,
        mediaType: 'tv',
        title: 'S',
        posterPath: null,
        episodes: dates.map((airDate, i) => ({ season: 1 + (i % 3), episode: i + 1, airDate, name: '' })),
      }));
const actionArb = fc.oneof(
  fc.record({ kind: fc.constant('read' as const), ref: refArb, at: timeArb }),
  fc.record({ kind: fc.constant('seen' as const), at: timeArb }),
);
type TAction = typeof actionArb extends fc.Arbitrary<infer T> ? T : never;
const apply = (list: TFollow[], action: TAction) =>
  action.kind === 'seen' ? markAlertsSeen(list, action.at) : readAlerts(list, action.ref, action.at);
const worldArb = fc
  .uniqueArray(refArb, { selector: (ref) => `${ref.mediaType}:${ref.mediaId}`, minLength: 1, maxLength: 8 })
  .chain((refs) =>
    fc.record({
      followed: fc.constant(refs.map((ref) => ({ ...ref, title: '', lastActivity: 0 }))),
      schedules: fc.tuple(...refs.map(scheduleArb)),
      phone: fc.array(actionArb, { maxLength: 6 }),
      laptop: fc.array(actionArb, { maxLength: 6 }),
      today: dayArb,
    }),
  );

describe('alerts (properties)', () => {
  it('keeps at most 100, newest first, from the last 30 days, none dismissed; unread after the last look', () => {
    fc.assert(
      fc.property(worldArb, ({ followed, schedules, phone, today }) => {
        const follows = phone.reduce(apply, [] as TFollow[]);
        const alerts = alertsOf(followed, schedules, follows, today);
        const from = new Date(Date.parse(today) - ALERTS_DAYS * DAY).toISOString().slice(0, 10);
        expect(alerts.length).toBeLessThanOrEqual(ALERTS_MAX);
        const seen = follows.find((entry) => entry.kind === 'seen')?.updatedAt;
        alerts.forEach((alert, i) => {
          expect(alert.date >= from && alert.date <= today).toBe(true);
          if (i > 0) expect(alert.date <= alerts[i - 1]!.date).toBe(true);
          const readAt = alertsReadAtOf(follows, alert);
          if (readAt !== undefined) {
            expect(alert.date > new Date(readAt).toISOString().slice(0, 10)).toBe(true);
          }
          expect(alert.isUnread).toBe(
            seen === undefined || alert.date > new Date(seen).toISOString().slice(0, 10),
          );
        });
      }),
    );
  });

  it('shows two devices the same alerts and count once their follows are merged, in either order', () => {
    fc.assert(
      fc.property(worldArb, ({ followed, schedules, phone, laptop, today }) => {
        const a = phone.reduce(apply, [] as TFollow[]);
        const b = laptop.reduce(apply, [] as TFollow[]);
        expect(alertsOf(followed, schedules, mergeFollows(a, b), today)).toEqual(
          alertsOf(followed, schedules, mergeFollows(b, a), today),
        );
      }),
    );
  });

  it('counts nothing once the viewer looks today, and a look never adds alerts', () => {
    fc.assert(
      fc.property(worldArb, ({ followed, schedules, phone, today }) => {
        const follows = phone.reduce(apply, [] as TFollow[]);
        const before = alertsOf(followed, schedules, follows, today);
        const after = alertsOf(
          followed,
          schedules,
          markAlertsSeen(follows, Date.parse(`${today}T12:00:00Z`)),
          today,
        );
        expect(unreadAlerts(after)).toBe(0);
        expect(after.map(({ isUnread: _, ...entry }) => entry)).toEqual(
          before.map(({ isUnread: _, ...entry }) => entry),
        );
      }),
    );
  });
});
