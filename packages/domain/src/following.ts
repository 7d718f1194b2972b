import { liveBookmarks, type TBookmark } from './sync/bookmarks.ts';
import {
  dismissedAtOf,
  explicitFollowOf,
  titleFollows,
  type TFollow,
  type TTitleRef,
} from './sync/follows.ts';
import { isHistoryEntryRemoved, type TWatchHistory } from './sync/watch-history.ts';
import { upNextOf, watchedEpisodes, type TScheduledEpisode } from './up-next.ts';

/** A title the viewer follows, with when they last did something with it (ordering Up Next). */
export interface TFollowedTitle extends TTitleRef {
  title: string;
  lastActivity: number;
}

/** What the catalogue says airs for a title: a series' episodes with air dates, a movie's release date. */
export type TTitleSchedule =
  | {
      mediaType: 'tv';
      mediaId: number;
      title: string;
      posterPath: string | null;
      episodes: (TScheduledEpisode & { name: string })[];
    }
  | {
      mediaType: 'movie';
      mediaId: number;
      title: string;
      posterPath: string | null;
      releaseDate: string | null;
    };

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The titles a viewer follows: a series once they started watching it or bookmarked it, a movie when it was
 * bookmarked before its release, and anything they chose to follow; an explicit unfollow wins over all of it.
 */
export function followedTitles(
  bookmarks: readonly TBookmark[],
  history: TWatchHistory,
  follows: readonly TFollow[],
): TFollowedTitle[] {
  const found = new Map<string, TFollowedTitle>();
  const add = (ref: TTitleRef, title: string, at: number) => {
    const key = `${ref.mediaType}:${ref.mediaId}`;
    const before = found.get(key);
    found.set(key, {
      ...ref,
      title: before?.title || title,
      lastActivity: Math.max(before?.lastActivity ?? 0, at),
    });
  };
  for (const entry of Object.values(history)) {
    if (entry.type !== 'show' || isHistoryEntryRemoved(entry)) continue;
    const { lastActivity } = watchedEpisodes(entry);
    if (lastActivity > 0) add({ mediaType: 'tv', mediaId: entry.id }, entry.title, lastActivity);
  }
  for (const bookmark of liveBookmarks(bookmarks)) {
    const title = bookmark.snapshot?.title ?? '';
    if (bookmark.mediaType === 'tv') {
      add({ mediaType: 'tv', mediaId: bookmark.mediaId }, title, bookmark.addedAt);
    }
    const date = bookmark.snapshot?.date;
    // A movie counts only when bookmarked before the day it came out.
    if (bookmark.mediaType === 'movie' && date && date > dayOf(bookmark.addedAt)) {
      add({ mediaType: 'movie', mediaId: bookmark.mediaId }, title, bookmark.addedAt);
    }
  }
  for (const entry of titleFollows(follows)) {
    if (explicitFollowOf(follows, entry) !== true) continue;
    add({ mediaType: entry.mediaType, mediaId: entry.mediaId }, '', entry.updatedAt);
  }
  return [...found.values()].filter((title) => explicitFollowOf(follows, title) !== false);
}

/** One card of the Up Next row. */
export interface TUpNextItem {
  mediaId: number;
  title: string;
  posterPath: string | null;
  episode: TScheduledEpisode & { name: string };
  /** Aired after the viewer had caught up: marked "New episode". */
  isNew: boolean;
  lastActivity: number;
}

/**
 * The Up Next row: for each followed series the viewer has started, the next episode to watch; caught-up
 * series are left out until a new episode airs, and so are series taken off the row until they are watched
 * again or an episode airs after that. Most recent activity first.
 */
export function upNextItems(
  followed: readonly TFollowedTitle[],
  schedules: readonly TTitleSchedule[],
  history: TWatchHistory,
  follows: readonly TFollow[],
  today: string,
): TUpNextItem[] {
  const items: TUpNextItem[] = [];
  for (const title of followed) {
    if (title.mediaType !== 'tv') continue;
    const schedule = schedules.find((s) => s.mediaType === 'tv' && s.mediaId === title.mediaId);
    const entry = history[title.mediaId];
    if (!schedule || schedule.mediaType !== 'tv' || !entry || isHistoryEntryRemoved(entry)) continue;
    const { refs, lastActivity } = watchedEpisodes(entry);
    const state = upNextOf(schedule.episodes, refs, lastActivity, today);
    if (state.kind !== 'next') continue;
    const episode = schedule.episodes.find(
      (e) => e.season === state.episode.season && e.episode === state.episode.episode,
    )!;
    const dismissedAt = dismissedAtOf(follows, title);
    const isBack =
      dismissedAt === undefined || lastActivity > dismissedAt || episode.airDate! > dayOf(dismissedAt);
    if (!isBack) continue;
    items.push({
      mediaId: title.mediaId,
      title: schedule.title || title.title,
      posterPath: schedule.posterPath,
      episode,
      isNew: state.isNew,
      lastActivity: title.lastActivity,
    });
  }
  return items.sort((a, b) => b.lastActivity - a.lastActivity || a.mediaId - b.mediaId);
}

/** One day's entry of the calendar: an episode of a followed series or a followed movie's release. */
export interface TCalendarEntry extends TTitleRef {
  date: string;
  title: string;
  posterPath: string | null;
  episode?: { season: number; episode: number; name: string };
}

/** What airs for the followed titles from `from` to `to` (days, YYYY-MM-DD, both included), by date then title. */
export function calendarEntries(
  followed: readonly TFollowedTitle[],
  schedules: readonly TTitleSchedule[],
  from: string,
  to: string,
): TCalendarEntry[] {
  const isFollowed = (ref: TTitleRef) =>
    followed.some((title) => title.mediaType === ref.mediaType && title.mediaId === ref.mediaId);
  const inRange = (date: string | null): date is string => date !== null && date >= from && date <= to;
  const entries: TCalendarEntry[] = [];
  for (const schedule of schedules) {
    if (!isFollowed(schedule)) continue;
    const base = {
      mediaType: schedule.mediaType,
      mediaId: schedule.mediaId,
      title: schedule.title,
      posterPath: schedule.posterPath,
    };
    if (schedule.mediaType === 'movie') {
      if (inRange(schedule.releaseDate)) entries.push({ ...base, date: schedule.releaseDate });
      continue;
    }
    for (const episode of schedule.episodes) {
      if (!inRange(episode.airDate)) continue;
      entries.push({
        ...base,
        date: episode.airDate,
        episode: { season: episode.season, episode: episode.episode, name: episode.name },
      });
    }
  }
  const order = (e: TCalendarEntry) =>
    `${e.date}\0${e.title}\0${String(e.episode?.season ?? 0).padStart(4, '0')}${String(e.episode?.episode ?? 0).padStart(5, '0')}`;
  return entries.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
