import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  mergeBookmarks,
  mergeFollows,
  mergeUserRatings,
  type TBookmark,
  type TExportedProfile,
  type TExportedRating,
  type TFollow,
  type THistoryEntry,
  type TMarqueeExport,
} from '@marquee/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client.ts';
import {
  profiles,
  segmentSubmissions,
  userBookmarks,
  userFollows,
  userHistory,
  userRatings,
  userSettings,
  users,
} from '../db/schema.ts';

/** Entries of one profile-keyed table, grouped by profile. */
function byProfile<T>(rows: readonly { profileId: number; entry: T }[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.profileId);
    if (list) list.push(row.entry);
    else grouped.set(row.profileId, [row.entry]);
  }
  return grouped;
}

/**
 * Reads the whole of an account for its export: one query per table for all its profiles at once, so a large
 * account costs a handful of round trips, not one per profile. PIN hashes and 4K tokens are secrets and stay out.
 */
export class AccountExport {
  constructor(
    private readonly db: TDb,
    /** A profile's ratings, once the ratings feature keeps them; none until then. */
    private readonly ratingsOf: (
      profileIds: number[],
    ) => Promise<Map<number, TExportedRating[]>> = async () => new Map(),
  ) {}

  async export(userId: number, now = new Date()): Promise<TMarqueeExport | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    const rows = await this.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .orderBy(asc(profiles.id));
    const ids = rows.map((row) => row.id);
    const inProfiles = (column: AnyPgColumn) => inArray(column, ids.length > 0 ? ids : [-1]);
    const [bookmarks, history, follows, settings, segments, ratings] = await Promise.all([
      this.db
        .select({ profileId: userBookmarks.profileId, entry: userBookmarks.entry })
        .from(userBookmarks)
        .where(inProfiles(userBookmarks.profileId)),
      this.db
        .select({
          profileId: userHistory.profileId,
          entry: { key: userHistory.mediaKey, entry: userHistory.entry },
        })
        .from(userHistory)
        .where(inProfiles(userHistory.profileId)),
      this.db
        .select({ profileId: userFollows.profileId, entry: userFollows.entry })
        .from(userFollows)
        .where(inProfiles(userFollows.profileId)),
      this.db.select().from(userSettings).where(inProfiles(userSettings.profileId)),
      this.db
        .select()
        .from(segmentSubmissions)
        .where(eq(segmentSubmissions.userId, userId))
        .orderBy(asc(segmentSubmissions.submittedAt)),
      this.db
        .select({ profileId: userRatings.profileId, entry: userRatings.entry })
        .from(userRatings)
        .where(inProfiles(userRatings.profileId)),
    ]);
    const bookmarksOf = byProfile<TBookmark>(bookmarks);
    const historyOf = byProfile<{ key: string; entry: THistoryEntry }>(history);
    const followsOf = byProfile<TFollow>(follows);
    const ratingsOf = byProfile<TExportedRating>(ratings);
    const settingsOf = new Map(settings.map((row) => [row.profileId, row]));
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      account: {
        username: user.username,
        email: user.email,
        name: user.name,
        createdAt: user.createdAt.toISOString(),
      },
      profiles: rows.map((row): TExportedProfile => {
        const stored = settingsOf.get(row.id);
        return {
          name: row.name,
          avatar: row.avatar,
          kind: row.kind,
          ratingLimit: row.ratingLimit,
          bookmarks: mergeBookmarks(bookmarksOf.get(row.id) ?? [], []),
          history: Object.fromEntries((historyOf.get(row.id) ?? []).map(({ key, entry }) => [key, entry])),
          settings: stored ? { settings: stored.settings, updatedAt: stored.updatedAt } : null,
          follows: mergeFollows(followsOf.get(row.id) ?? [], []),
          ratings: mergeUserRatings(ratingsOf.get(row.id) ?? [], []),
        };
      }),
      segments: segments.map((row) => ({
        mediaType: row.mediaType,
        tmdbId: row.tmdbId,
        season: row.season,
        episode: row.episode,
        kind: row.kind,
        startS: row.startS,
        endS: row.endS,
        durationS: row.durationS,
        submittedAt: row.submittedAt.toISOString(),
      })),
    };
  }
}
