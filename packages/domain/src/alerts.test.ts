import { describe, expect, it } from 'vitest';
import { ALERTS_MAX, alertsOf } from './alerts.ts';
import type { TFollowedTitle, TTitleSchedule } from './following.ts';
import { readAlerts } from './sync/follows.ts';

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
      alertsOf(followed, schedules, read, '2026-03-15', { episodes: true, releases: false }).map(
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
});
