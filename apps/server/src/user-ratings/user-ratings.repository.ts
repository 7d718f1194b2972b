import { mergeUserRatings, userRatingKey, type TUserRating } from '@marquee/domain';
import type { TDb } from '../db/client.ts';
import { userRatings } from '../db/schema.ts';
import { readKeyedEntries, syncKeyedEntries } from '../sync/sync.repository.ts';

/** A profile's user ratings (its own stars), merged and written as bookmarks are (compare-and-set per title). */
export class UserRatingsRepository {
  constructor(private readonly db: TDb) {}

  userRatings(profileId: number): Promise<TUserRating[]> {
    return readKeyedEntries(this.db, userRatings, profileId, mergeUserRatings);
  }

  syncUserRatings(profileId: number, incoming: readonly TUserRating[]): Promise<TUserRating[]> {
    return syncKeyedEntries(this.db, userRatings, profileId, incoming, mergeUserRatings, userRatingKey);
  }
}
