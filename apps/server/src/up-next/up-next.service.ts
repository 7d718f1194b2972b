import { calendarEntries, followedTitles, type TTitleRef, type TTitleSchedule } from '@marquee/domain';
import { NotFoundError } from '../shared/errors.ts';
import type { SyncRepository } from '../sync/sync.repository.ts';
import { calendarIcs } from './calendar-ics.ts';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.ts';
import type { FollowsRepository } from './follows.repository.ts';
import type { SchedulesRepository } from './schedules.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed holds what aired in the last 30 days and what airs in the next year. */
const FEED_DAYS_BEFORE = 30;
const FEED_DAYS_AFTER = 365;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface TUpNextDeps {
  follows: FollowsRepository;
  schedules: SchedulesRepository;
  feeds: CalendarFeedsRepository;
  sync: SyncRepository;
  now: () => number;
}

/** Follows, schedules and the calendar feed of profiles. */
export class UpNextService {
  constructor(private readonly deps: TUpNextDeps) {}

  schedules(refs: readonly TTitleRef[]): Promise<TTitleSchedule[]> {
    return this.deps.schedules.schedules(refs);
  }

  /** The iCalendar feed behind a secret: what the profile follows airs; an unknown secret is not found. */
  async feed(secret: string, origin: string): Promise<string> {
    const profileId = await this.deps.feeds.profileOf(secret);
    if (profileId === undefined) {
      throw new NotFoundError('This calendar feed does not exist or was replaced.');
    }
    const [bookmarks, history, follows] = await Promise.all([
      this.deps.sync.bookmarks(profileId),
      this.deps.sync.watchHistory(profileId),
      this.deps.follows.follows(profileId),
    ]);
    const followed = followedTitles(bookmarks, history, follows);
    const schedules = await this.deps.schedules.schedules(followed);
    const now = this.deps.now();
    const entries = calendarEntries(
      followed,
      schedules,
      dayOf(now - FEED_DAYS_BEFORE * DAY_MS),
      dayOf(now + FEED_DAYS_AFTER * DAY_MS),
    );
    return calendarIcs(entries, origin, now);
  }
}
