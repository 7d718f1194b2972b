import {
  MAX_PROFILES,
  profileNameKey,
  type TProfileAvatar,
  type TProfileKind,
  type TRatingLimit,
} from '@marquee/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { profiles, userSettings, users } from '../db/schema.ts';

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

/** PostgreSQL's unique_violation, thrown by the driver or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

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
   * Adds a profile unless the account has MAX_PROFILES already: the account's row is locked while it counts,
   * so additions sent together take turns.
   */
  async create(userId: number, fields: TNewProfile): Promise<TProfileRow | TProfileWriteRefusal> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where id = ${userId} for update`);
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(profiles)
          .where(eq(profiles.userId, userId));
        if (total >= MAX_PROFILES) return 'limit';
        const [row] = await tx
          .insert(profiles)
          .values({
            userId,
            name: fields.name,
            nameKey: profileNameKey(fields.name),
            avatar: fields.avatar ?? 'initials',
            kind: fields.kind ?? 'standard',
            ratingLimit: fields.ratingLimit ?? null,
            pinHash: fields.pinHash ?? null,
          })
          .returning();
        return row ?? 'limit';
      });
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
