import { followKey, mergeFollows, type TFollow } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { userFollows } from '../db/schema.ts';
import { mergeAndWrite, writeIfUnchanged } from '../sync/sync.repository.ts';

/** A profile's follows and Up Next dismissals, merged and written as bookmarks are (compare-and-set per key). */
export class FollowsRepository {
  constructor(private readonly db: TDb) {}

  async follows(profileId: number): Promise<TFollow[]> {
    const rows = await this.db
      .select({ entry: userFollows.entry })
      .from(userFollows)
      .where(eq(userFollows.profileId, profileId));
    return mergeFollows(
      rows.map((row) => row.entry),
      [],
    );
  }

  async syncFollows(profileId: number, incoming: readonly TFollow[]): Promise<TFollow[]> {
    return mergeAndWrite(
      () => this.follows(profileId),
      (stored) => {
        const merged = mergeFollows(stored, incoming);
        const before = new Map(stored.map((entry) => [followKey(entry), entry]));
        const writes = merged
          .filter((entry) => JSON.stringify(before.get(followKey(entry))) !== JSON.stringify(entry))
          .map((entry) => ({
            key: followKey(entry),
            entry,
            updatedAt: entry.updatedAt,
            expected: before.get(followKey(entry)) ?? null,
          }));
        return { result: merged, writes };
      },
      (writes) => writeIfUnchanged(this.db, userFollows, 'key', profileId, writes),
    );
  }
}
