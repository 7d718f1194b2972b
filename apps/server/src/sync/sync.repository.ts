import {
  bookmarkKey,
  mergeBookmarks,
  mergeWatchHistory,
  newerSettings,
  type TBookmark,
  type TSettingsRecord,
  type TWatchHistory,
} from '@marquee/domain';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import type { userFollows, userRatings } from '../db/schema.ts';
import { userBookmarks, userHistory, userSettings } from '../db/schema.ts';
import { ConflictError } from '../shared/errors.ts';

/**
 * How often a sync merges again after another device changed the same entries between its read and its write.
 * Two devices of one user collide now and then; a loop past this many is a client hammering one account.
 */
const MAX_MERGE_ATTEMPTS = 20;

/** An entry to write, with the version read before merging: written only if that is still the stored one. */
export interface TEntryWrite<T> {
  key: string;
  entry: T;
  updatedAt: number;
  /** The stored entry the merge started from; null when there was none. */
  expected: T | null;
}

/**
 * Whether a stored entry already holds what the merge gives. Compared as values, not as JSON text: jsonb keeps
 * an object's keys in an order of its own, so the text differs when nothing changed, and every such entry was
 * written again on every sync (a long history made each sync slower until it timed out). Members that are
 * undefined are dropped first, as storing them as JSON would.
 */
export function holdsAlready(stored: unknown, merged: unknown): boolean {
  return stored !== undefined && isDeepStrictEqual(stored, JSON.parse(JSON.stringify(merged)));
}

/** The tables that hold a profile's synced entries one row per merge key. */
type TKeyedTable = typeof userBookmarks | typeof userHistory | typeof userFollows | typeof userRatings;

/**
 * Writes entries of a profile's (profile_id, key) table in one statement, each only if the row still holds what
 * the merge read (compare-and-set); how many were written. One statement instead of a locking transaction:
 * on the embedded database, whose one connection a transaction holds across every round trip, syncs of
 * different profiles no longer wait for each other's.
 */
export async function writeIfUnchanged(
  db: TDb,
  table: TKeyedTable,
  keyColumn: 'key' | 'media_key',
  profileId: number,
  writes: readonly TEntryWrite<unknown>[],
): Promise<number> {
  if (writes.length === 0) return 0;
  const key = sql.identifier(keyColumn);
  const rows = await db.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb)
        as w(key text, entry jsonb, "updatedAt" bigint, expected jsonb)
    )
    insert into ${table} (profile_id, ${key}, entry, updated_at)
    select ${profileId}, key, entry, "updatedAt" from incoming
    on conflict (profile_id, ${key}) do update
      set entry = excluded.entry, updated_at = excluded.updated_at
      where ${table}.entry = (select expected from incoming where incoming.key = excluded.${key})
    returning 1`);
  return rows.length;
}

/** Merges `incoming` into what is stored and writes what changed, again from a fresh read when another write came between. */
export async function mergeAndWrite<TStored, TMerged, TEntry>(
  read: () => Promise<TStored>,
  merge: (stored: TStored) => { result: TMerged; writes: TEntryWrite<TEntry>[] },
  write: (writes: TEntryWrite<TEntry>[]) => Promise<number>,
): Promise<TMerged> {
  for (let attempt = 1; ; attempt++) {
    const { result, writes } = merge(await read());
    if ((await write(writes)) === writes.length) return result;
    if (attempt === MAX_MERGE_ATTEMPTS) {
      throw new ConflictError('Your data is being changed from another device. Please try again.');
    }
  }
}

/** The stored entries of a profile in a (profile_id, key) table, merged (one per key, sorted by key). */
export async function readKeyedEntries<T>(
  db: TDb,
  table: typeof userFollows | typeof userRatings,
  profileId: number,
  merge: (a: readonly T[], b: readonly T[]) => T[],
): Promise<T[]> {
  const rows = await db.select({ entry: table.entry }).from(table).where(eq(table.profileId, profileId));
  return merge(
    rows.map((row) => row.entry as T),
    [],
  );
}

/**
 * Merges a device's entries into a profile's (profile_id, key) table, writes what changed (compare-and-set per
 * key, merging again when another device wrote between) and answers the merged whole.
 */
export async function syncKeyedEntries<T extends { updatedAt: number }>(
  db: TDb,
  table: typeof userFollows | typeof userRatings,
  profileId: number,
  incoming: readonly T[],
  merge: (a: readonly T[], b: readonly T[]) => T[],
  keyOf: (entry: T) => string,
): Promise<T[]> {
  return mergeAndWrite(
    () => readKeyedEntries(db, table, profileId, merge),
    (stored) => {
      const merged = merge(stored, incoming);
      const before = new Map(stored.map((entry) => [keyOf(entry), entry]));
      const writes = merged
        .filter((entry) => !holdsAlready(before.get(keyOf(entry)), entry))
        .map((entry) => ({
          key: keyOf(entry),
          entry,
          updatedAt: entry.updatedAt,
          expected: before.get(keyOf(entry)) ?? null,
        }));
      return { result: merged, writes };
    },
    (writes) => writeIfUnchanged(db, table, 'key', profileId, writes),
  );
}

/**
 * A profile's synced data. Each sync merges what a device sends with what is stored using the merge rules of
 * packages/domain (the same the web app uses), writes only the entries that changed, each only if no other
 * device changed it meanwhile (else it merges again), and returns the merged whole.
 */
export class SyncRepository {
  constructor(private readonly db: TDb) {}

  async bookmarks(profileId: number): Promise<TBookmark[]> {
    const rows = await this.db
      .select({ entry: userBookmarks.entry })
      .from(userBookmarks)
      .where(eq(userBookmarks.profileId, profileId));
    return mergeBookmarks(
      rows.map((row) => row.entry),
      [],
    );
  }

  async syncBookmarks(profileId: number, incoming: readonly TBookmark[]): Promise<TBookmark[]> {
    return mergeAndWrite(
      () => this.bookmarks(profileId),
      (stored) => {
        const merged = mergeBookmarks(stored, incoming);
        const before = new Map(stored.map((entry) => [bookmarkKey(entry), entry]));
        const writes = merged
          .filter((entry) => !holdsAlready(before.get(bookmarkKey(entry)), entry))
          .map((entry) => ({
            key: bookmarkKey(entry),
            entry,
            updatedAt: entry.updatedAt,
            expected: before.get(bookmarkKey(entry)) ?? null,
          }));
        return { result: merged, writes };
      },
      (writes) => writeIfUnchanged(this.db, userBookmarks, 'key', profileId, writes),
    );
  }

  async watchHistory(profileId: number): Promise<TWatchHistory> {
    const rows = await this.db
      .select({ key: userHistory.mediaKey, entry: userHistory.entry })
      .from(userHistory)
      .where(eq(userHistory.profileId, profileId));
    const history: TWatchHistory = Object.fromEntries(rows.map((row) => [row.key, row.entry]));
    return history;
  }

  async syncWatchHistory(profileId: number, incoming: TWatchHistory): Promise<TWatchHistory> {
    return mergeAndWrite(
      () => this.watchHistory(profileId),
      (stored) => {
        const merged = mergeWatchHistory(stored, incoming);
        const writes = Object.entries(merged)
          .filter(([key, entry]) => !holdsAlready(stored[key], entry))
          .map(([key, entry]) => ({ key, entry, updatedAt: entry.updatedAt, expected: stored[key] ?? null }));
        return { result: merged, writes };
      },
      (writes) => writeIfUnchanged(this.db, userHistory, 'media_key', profileId, writes),
    );
  }

  async settings(profileId: number): Promise<TSettingsRecord | undefined> {
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.profileId, profileId));
    return row ? { settings: row.settings, updatedAt: row.updatedAt } : undefined;
  }

  async syncSettings(profileId: number, incoming: TSettingsRecord): Promise<TSettingsRecord> {
    return mergeAndWrite(
      () => this.settings(profileId),
      (stored) => {
        const winner = stored ? newerSettings(stored, incoming) : incoming;
        const writes =
          winner === stored
            ? []
            : [{ key: '', entry: winner, updatedAt: winner.updatedAt, expected: stored ?? null }];
        return { result: winner, writes };
      },
      async ([write]) => {
        if (!write) return 0;
        const { expected, entry: winner } = write;
        const rows = await this.db
          .insert(userSettings)
          .values({ profileId, settings: winner.settings, updatedAt: winner.updatedAt })
          .onConflictDoUpdate({
            target: userSettings.profileId,
            set: { settings: winner.settings, updatedAt: winner.updatedAt },
            // Only over the version the merge read; a row written meanwhile makes the merge run again.
            setWhere: expected
              ? and(
                  eq(userSettings.updatedAt, expected.updatedAt),
                  sql`${userSettings.settings} = ${JSON.stringify(expected.settings)}::jsonb`,
                )
              : sql`false`,
          })
          .returning({ profileId: userSettings.profileId });
        return rows.length;
      },
    );
  }
}
