import { eq, sql } from 'drizzle-orm';
import type { TUser } from '@marquee/contract';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type TUserRow = typeof users.$inferSelect;

/** The user as the API shows it (spec §3 user-info); never the password hash. */
export function publicUser(row: TUserRow): TUser {
  return {
    name: row.name,
    email: row.email,
    username: row.username,
    isDonator: row.isDonator,
    '4k_token': row.token4k,
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

  /** Which of the two is already taken, if any. */
  async taken(username: string, email: string): Promise<'username' | 'email' | undefined> {
    const rows = await this.db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`,
      );
    if (rows.some((row) => row.username.toLowerCase() === username.toLowerCase())) return 'username';
    if (rows.length > 0) return 'email';
    return undefined;
  }

  /** Adds an account; undefined when the username or email was taken meanwhile (the unique indexes say so). */
  async create(fields: {
    username: string;
    email: string;
    passwordHash: string;
  }): Promise<TUserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values({ ...fields, name: fields.username })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async updateName(id: number, name: string): Promise<TUserRow | undefined> {
    const [row] = await this.db.update(users).set({ name }).where(eq(users.id, id)).returning();
    return row;
  }

  async set4kToken(id: number, token: string | null): Promise<void> {
    await this.db.update(users).set({ token4k: token }).where(eq(users.id, id));
  }
}
