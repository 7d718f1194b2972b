import { followKey, mergeFollows, type TFollow } from '@marquee/domain';
import type { TDb } from '../db/client.ts';
import { userFollows } from '../db/schema.ts';
import { readKeyedEntries, syncKeyedEntries } from '../sync/sync.repository.ts';

/** A profile's follows and Up Next dismissals, merged and written as bookmarks are (compare-and-set per key). */
export class FollowsRepository {
  constructor(private readonly db: TDb) {}

  follows(profileId: number): Promise<TFollow[]> {
    return readKeyedEntries(this.db, userFollows, profileId, mergeFollows);
  }

  syncFollows(profileId: number, incoming: readonly TFollow[]): Promise<TFollow[]> {
    return syncKeyedEntries(this.db, userFollows, profileId, incoming, mergeFollows, followKey);
  }
}
