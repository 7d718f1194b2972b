import {
  bookmarkKey,
  mergeBookmarks,
  mergeWatchHistory,
  newerSettings,
  type TBookmark,
  type TSettingsRecord,
  type TWatchHistory,
} from '@marquee/domain';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { userBookmarks, userHistory, userSettings, users } from '../db/schema.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Rows are written in batches of this many (a statement's parameters stay well under PostgreSQL's limit). */
const BATCH = 500;

/** Locks the user's row for the rest of the transaction: two devices syncing at once merge one after the other. */
async function lockUser(tx: TTx, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

function batches<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += BATCH) out.push(list.slice(i, i + BATCH));
  return out;
}

/**
 * A user's synced data. Each sync merges what a device sends with what is stored using the merge rules of
 * packages/domain (the same the web app uses), writes only the entries that changed, in one transaction,
 * and returns the merged whole.
 */
export class SyncRepository {
  constructor(private readonly db: TDb) {}

  async bookmarks(userId: number, db: TDb | TTx = this.db): Promise<TBookmark[]> {
    const rows = await db
      .select({ entry: userBookmarks.entry })
      .from(userBookmarks)
      .where(eq(userBookmarks.userId, userId));
    return mergeBookmarks(
      rows.map((row) => row.entry as TBookmark),
      [],
    );
  }

  async syncBookmarks(userId: number, incoming: readonly TBookmark[]): Promise<TBookmark[]> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const stored = await this.bookmarks(userId, tx);
      const merged = mergeBookmarks(stored, incoming);
      const before = new Map(stored.map((entry) => [bookmarkKey(entry), JSON.stringify(entry)]));
      const changed = merged.filter((entry) => before.get(bookmarkKey(entry)) !== JSON.stringify(entry));
      for (const batch of batches(changed)) {
        await tx
          .insert(userBookmarks)
          .values(
            batch.map((entry) => ({ userId, key: bookmarkKey(entry), entry, updatedAt: entry.updatedAt })),
          )
          .onConflictDoUpdate({
            target: [userBookmarks.userId, userBookmarks.key],
            set: { entry: sql`excluded.entry`, updatedAt: sql`excluded.updated_at` },
          });
      }
      return merged;
    });
  }

  async watchHistory(userId: number, db: TDb | TTx = this.db): Promise<TWatchHistory> {
    const rows = await db
      .select({ key: userHistory.mediaKey, entry: userHistory.entry })
      .from(userHistory)
      .where(eq(userHistory.userId, userId));
    return Object.fromEntries(rows.map((row) => [row.key, row.entry])) as TWatchHistory;
  }

  async syncWatchHistory(userId: number, incoming: TWatchHistory): Promise<TWatchHistory> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const stored = await this.watchHistory(userId, tx);
      const merged = mergeWatchHistory(stored, incoming);
      const changed = Object.entries(merged).filter(
        ([key, entry]) => JSON.stringify(stored[key]) !== JSON.stringify(entry),
      );
      for (const batch of batches(changed)) {
        await tx
          .insert(userHistory)
          .values(batch.map(([mediaKey, entry]) => ({ userId, mediaKey, entry, updatedAt: entry.updatedAt })))
          .onConflictDoUpdate({
            target: [userHistory.userId, userHistory.mediaKey],
            set: { entry: sql`excluded.entry`, updatedAt: sql`excluded.updated_at` },
          });
      }
      return merged;
    });
  }

  async settings(userId: number): Promise<TSettingsRecord | undefined> {
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    return row
      ? { settings: row.settings as TSettingsRecord['settings'], updatedAt: row.updatedAt }
      : undefined;
  }

  async syncSettings(userId: number, incoming: TSettingsRecord): Promise<TSettingsRecord> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
      const stored = row
        ? { settings: row.settings as TSettingsRecord['settings'], updatedAt: row.updatedAt }
        : undefined;
      const winner = stored ? newerSettings(stored, incoming) : incoming;
      if (winner !== stored) {
        await tx
          .insert(userSettings)
          .values({ userId, settings: winner.settings, updatedAt: winner.updatedAt })
          .onConflictDoUpdate({
            target: userSettings.userId,
            set: { settings: winner.settings, updatedAt: winner.updatedAt },
          });
      }
      return winner;
    });
  }
}
