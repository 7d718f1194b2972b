import {
  MAX_PROFILES,
  profileNameKey,
  type TProfileAvatar,
  type TProfileKind,
  type TRatingLimit,
} from '@marquee/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { profiles, userSettings } from '../db/schema.ts';

export type TProfileRow = typeof profiles.$inferSelect;

export interface TNewProfile {
  name: string;
  avatar?: TProfileAvatar | undefined;
  kind?: TProfileKind | undefined;
  ratingLimit?: TRatingLimit | null | undefined;
  pinHash?: string | null | undefined;
}

export type TProfileChange = Partial<Omit<TNewProfile, 'name'>> & { name?: string | undefined };

/** What a write refused: the account is full, or another profile of it has the name. */
export type TProfileWriteRefusal = 'limit' | 'name-taken';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The profiles of accounts; every query names the account, so one account never reaches another's. */
export class ProfilesRepository {
  constructor(private readonly db: TDb) {}

  list(userId: number): Promise<TProfileRow[]> {
    return this.db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.id));
  }

  async byId(userId: number, id: number): Promise<TProfileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, userId), eq(profiles.id, id)));
    return row;
  }

  /**
   * Adds a profile, in one statement that counts the account's profiles first, so two added at once cannot
   * pass the limit together... unless both count before either writes; the unique name index and the
   * re-count after the write settle that.
   */
  async create(userId: number, fields: TNewProfile): Promise<TProfileRow | TProfileWriteRefusal> {
    try {
      const rows = await this.db.execute<{ id: number }>(sql`
        insert into ${profiles} (user_id, name, name_key, avatar, kind, rating_limit, pin_hash)
        select ${userId}, ${fields.name}, ${profileNameKey(fields.name)}, ${fields.avatar ?? 'initials'},
          ${fields.kind ?? 'standard'}, ${fields.ratingLimit ? JSON.stringify(fields.ratingLimit) : null}::jsonb,
          ${fields.pinHash ?? null}
        where (select count(*) from ${profiles} where user_id = ${userId}) < ${MAX_PROFILES}
        returning id`);
      const id = rows[0]?.id;
      if (id === undefined) return 'limit';
      const [{ total } = { total: 0 }] = await this.db
        .select({ total: count() })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (total > MAX_PROFILES) {
        await this.db.delete(profiles).where(eq(profiles.id, id));
        return 'limit';
      }
      return (await this.byId(userId, id)) ?? 'limit';
    } catch (error) {
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  }

  async update(
    userId: number,
    id: number,
    change: TProfileChange,
  ): Promise<TProfileRow | TProfileWriteRefusal | undefined> {
    try {
      const [row] = await this.db
        .update(profiles)
        .set({
          ...(change.name === undefined ? {} : { name: change.name, nameKey: profileNameKey(change.name) }),
          ...(change.avatar === undefined ? {} : { avatar: change.avatar }),
          ...(change.kind === undefined ? {} : { kind: change.kind }),
          ...(change.ratingLimit === undefined ? {} : { ratingLimit: change.ratingLimit }),
          ...(change.pinHash === undefined ? {} : { pinHash: change.pinHash }),
          updatedAt: new Date(),
        })
        .where(and(eq(profiles.userId, userId), eq(profiles.id, id)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  }

  /** Deletes a profile and (by cascade) its data; false when the account has no such profile or it is its last. */
  async delete(userId: number, id: number): Promise<'deleted' | 'not-found' | 'last'> {
    const rows = await this.db.execute<{ id: number }>(sql`
      delete from ${profiles}
      where user_id = ${userId} and id = ${id}
        and (select count(*) from ${profiles} where user_id = ${userId}) > 1
      returning id`);
    if (rows.length > 0) return 'deleted';
    return (await this.byId(userId, id)) ? 'last' : 'not-found';
  }

  async set4kToken(profileId: number, token: string | null): Promise<void> {
    await this.db.update(profiles).set({ token4k: token }).where(eq(profiles.id, profileId));
  }

  /** The profile's kind, set limit and content filtering setting, in one query (the rating limit's inputs). */
  async limitInputs(profileId: number) {
    const [row] = await this.db
      .select({
        kind: profiles.kind,
        ratingLimit: profiles.ratingLimit,
        contentFiltering: sql<string | null>`${userSettings.settings}->>'contentFiltering'`,
      })
      .from(profiles)
      .leftJoin(userSettings, eq(userSettings.profileId, profiles.id))
      .where(eq(profiles.id, profileId));
    return row;
  }
}
