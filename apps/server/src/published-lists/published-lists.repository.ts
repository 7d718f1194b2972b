import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { publishedLists } from '../db/schema.ts';

export interface TPublishedListRow {
  id: string;
  profileId: number;
  category: string;
}

/** The bookmark categories published by link: a row per publication, deleted to unpublish. */
export class PublishedListsRepository {
  constructor(private readonly db: TDb) {}

  async find(id: string): Promise<TPublishedListRow | undefined> {
    const [row] = await this.db
      .select({
        id: publishedLists.id,
        profileId: publishedLists.profileId,
        category: publishedLists.category,
      })
      .from(publishedLists)
      .where(eq(publishedLists.id, id));
    return row;
  }

  listsOf(profileId: number): Promise<{ id: string; category: string }[]> {
    return this.db
      .select({ id: publishedLists.id, category: publishedLists.category })
      .from(publishedLists)
      .where(eq(publishedLists.profileId, profileId))
      .orderBy(publishedLists.createdAt, publishedLists.id);
  }

  /** Publishes a category under `newId`, or answers the id it is already published under. */
  async publish(
    profileId: number,
    category: string,
    newId: string,
  ): Promise<{ id: string; category: string }> {
    await this.db.insert(publishedLists).values({ id: newId, profileId, category }).onConflictDoNothing();
    const [row] = await this.db
      .select({ id: publishedLists.id, category: publishedLists.category })
      .from(publishedLists)
      .where(and(eq(publishedLists.profileId, profileId), eq(publishedLists.category, category)));
    if (!row) throw new Error('A published list vanished while it was published.');
    return row;
  }

  /** Unpublishes one of the profile's lists; whether there was one. */
  async unpublish(profileId: number, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(publishedLists)
      .where(and(eq(publishedLists.id, id), eq(publishedLists.profileId, profileId)))
      .returning({ id: publishedLists.id });
    return rows.length > 0;
  }
}
