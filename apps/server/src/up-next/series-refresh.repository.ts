import {
  followedTitles,
  type TBookmark,
  type TFollow,
  type THistoryEntry,
  type TWatchHistory,
} from '@marquee/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { seriesRefreshes, userBookmarks, userFollows, userHistory } from '../db/schema.ts';

interface TProfileData {
  bookmarks: TBookmark[];
  history: TWatchHistory;
  follows: TFollow[];
}

/** Which series profiles follow, and when each was last asked of TMDB (claimed so two instances never both ask). */
export class SeriesRefreshRepository {
  constructor(private readonly db: TDb) {}

  /** Every series some profile follows (by the same rules as its Up Next and calendar). */
  async followedSeries(): Promise<number[]> {
    const [bookmarks, history, follows] = await Promise.all([
      this.db
        .select({ profileId: userBookmarks.profileId, entry: userBookmarks.entry })
        .from(userBookmarks)
        .where(sql`${userBookmarks.entry}->>'mediaType' = 'tv'`),
      this.db
        .select({ profileId: userHistory.profileId, key: userHistory.mediaKey, entry: userHistory.entry })
        .from(userHistory)
        .where(sql`${userHistory.entry}->>'type' = 'show'`),
      this.db.select({ profileId: userFollows.profileId, entry: userFollows.entry }).from(userFollows),
    ]);
    const profiles = new Map<number, TProfileData>();
    const of = (id: number) => {
      let data = profiles.get(id);
      if (!data) profiles.set(id, (data = { bookmarks: [], history: {}, follows: [] }));
      return data;
    };
    for (const row of bookmarks) of(row.profileId).bookmarks.push(row.entry);
    for (const row of history) of(row.profileId).history[row.key] = row.entry as THistoryEntry;
    for (const row of follows) of(row.profileId).follows.push(row.entry);
    const ids = new Set<number>();
    for (const data of profiles.values()) {
      for (const title of followedTitles(data.bookmarks, data.history, data.follows)) {
        if (title.mediaType === 'tv') ids.add(title.mediaId);
      }
    }
    return [...ids].sort((a, b) => a - b);
  }

  /** Of `ids`, those not asked since `dueBefore` (never asked first, then the longest ago), at most `limit`. */
  async due(ids: readonly number[], dueBefore: number, limit: number): Promise<number[]> {
    if (ids.length === 0 || limit <= 0) return [];
    const rows = await this.db
      .select()
      .from(seriesRefreshes)
      .where(inArray(seriesRefreshes.seriesId, [...ids]));
    const askedAt = new Map(rows.map((row) => [row.seriesId, row.refreshedAt]));
    const at = (id: number) => askedAt.get(id) ?? -1;
    return ids
      .filter((id) => at(id) <= dueBefore)
      .sort((a, b) => at(a) - at(b) || a - b)
      .slice(0, limit);
  }

  /**
   * Marks a series asked at `now` if it is still due (not asked since `dueBefore`): false when another
   * instance got there first. Answers what it was before, to give back when the call fails.
   */
  async claim(
    seriesId: number,
    now: number,
    dueBefore: number,
  ): Promise<{ claimed: boolean; before: number | null }> {
    const [before] = await this.db
      .select({ refreshedAt: seriesRefreshes.refreshedAt })
      .from(seriesRefreshes)
      .where(eq(seriesRefreshes.seriesId, seriesId));
    const written = await this.db
      .insert(seriesRefreshes)
      .values({ seriesId, refreshedAt: now })
      .onConflictDoUpdate({
        target: seriesRefreshes.seriesId,
        set: { refreshedAt: now },
        setWhere: lte(seriesRefreshes.refreshedAt, dueBefore),
      })
      .returning({ seriesId: seriesRefreshes.seriesId });
    return { claimed: written.length > 0, before: before?.refreshedAt ?? null };
  }

  /** Gives a claim back (the call failed): the series is due again at the next round. */
  async release(seriesId: number, claimedAt: number, before: number | null): Promise<void> {
    const mine = and(eq(seriesRefreshes.seriesId, seriesId), eq(seriesRefreshes.refreshedAt, claimedAt));
    if (before === null) await this.db.delete(seriesRefreshes).where(mine);
    else await this.db.update(seriesRefreshes).set({ refreshedAt: before }).where(mine);
  }
}
