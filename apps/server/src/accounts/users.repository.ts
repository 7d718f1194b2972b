import { eq, isNull, sql } from 'drizzle-orm';
import type { TUser } from '@marquee/contract';
import type { TDb } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { TProfileRow } from '../profiles/profiles.repository.ts';
import { publicProfile } from '../profiles/profiles.service.ts';
import { usernameSkeleton } from './usernames.ts';

export type TUserRow = typeof users.$inferSelect;

/** The user as the API shows it, with the session's active profile; never the password or PIN hashes. */
export function publicUser(row: TUserRow, profile: TProfileRow | undefined): TUser {
  return {
    name: row.name,
    email: row.email,
    username: row.username,
    isDonator: row.isDonator,
    '4k_token': profile?.token4k ?? null,
    profile: profile ? publicProfile(profile) : null,
  };
}

export class UsersRepository {
  constructor(private readonly db: TDb) {}

  async byId(id: number): Promise<TUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** The account an email or username names, whatever its letter case. */
  async byIdentifier(identifier: string): Promise<TUserRow | undefined> {
    const key = identifier.toLowerCase();
    const column = identifier.includes('@') ? users.email : users.username;
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${column}) = ${key}`);
    return row;
  }

  /** Which of the two is already taken (or, for the username, looks like one taken), if any. */
  async taken(username: string, email: string): Promise<'username' | 'lookalike' | 'email' | undefined> {
    const name = username.toLowerCase();
    const rows = await this.db
      .select({ username: users.username, skeleton: users.usernameSkeleton })
      .from(users)
      .where(
        sql`lower(${users.username}) = ${name} or ${users.usernameSkeleton} = ${usernameSkeleton(username)} or lower(${users.email}) = ${email.toLowerCase()}`,
      );
    if (rows.some((row) => row.username.toLowerCase() === name)) return 'username';
    if (rows.some((row) => row.skeleton === usernameSkeleton(username))) return 'lookalike';
    if (rows.length > 0) return 'email';
    return undefined;
  }

  /**
   * Adds an account; undefined when the username (or a look-alike) or email was taken meanwhile (the unique
   * indexes say so).
   */
  async create(fields: {
    username: string;
    email: string;
    passwordHash: string;
  }): Promise<TUserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values({ ...fields, name: fields.username, usernameSkeleton: usernameSkeleton(fields.username) })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /**
   * Gives accounts made before usernames were normalised their NFKC username and skeleton; the usernames
   * whose form or skeleton another account already has are left as they are and returned.
   */
  async fillUsernameSkeletons(): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(isNull(users.usernameSkeleton))
      .orderBy(users.id); // of two look-alikes, the older account keeps its name
    const left: string[] = [];
    for (const row of rows) {
      const username = row.username.normalize('NFKC');
      const skeleton = usernameSkeleton(username);
      const [filled] = await this.db
        .update(users)
        .set({ username, usernameSkeleton: skeleton })
        .where(
          sql`${users.id} = ${row.id} and not exists (select 1 from ${users} other where other.id <> ${row.id} and (other.username_skeleton = ${skeleton} or lower(other.username) = ${username.toLowerCase()}))`,
        )
        .returning({ id: users.id });
      if (!filled) left.push(row.username);
    }
    return left;
  }

  /**
   * Deletes an account and, in the same transaction, every row of it: its sessions (every device is signed
   * out), profiles and their synced data, ratings and published lists (by cascade from the profiles), reset
   * links and skip segment submissions (by cascade from the account). False when there was no such account.
   */
  async delete(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    });
  }

  async updateName(id: number, name: string): Promise<TUserRow | undefined> {
    const [row] = await this.db.update(users).set({ name }).where(eq(users.id, id)).returning();
    return row;
  }
}
