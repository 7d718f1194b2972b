import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { calendarFeeds } from '../db/schema.ts';

/** 24 random bytes, base64url: 32 characters nobody can guess. */
const newSecret = () => randomBytes(24).toString('base64url');

/** Each profile's calendar feed secret; replacing it revokes the old address at once. */
export class CalendarFeedsRepository {
  constructor(private readonly db: TDb) {}

  /** The profile's secret, made on first use. */
  async secretOf(profileId: number): Promise<string> {
    const [row] = await this.db
      .insert(calendarFeeds)
      .values({ profileId, secret: newSecret() })
      .onConflictDoUpdate({ target: calendarFeeds.profileId, set: { profileId } })
      .returning({ secret: calendarFeeds.secret });
    return row!.secret;
  }

  async replace(profileId: number): Promise<string> {
    const secret = newSecret();
    await this.db
      .insert(calendarFeeds)
      .values({ profileId, secret })
      .onConflictDoUpdate({ target: calendarFeeds.profileId, set: { secret, createdAt: new Date() } });
    return secret;
  }

  /** The profile a secret belongs to; undefined for an unknown or revoked one. */
  async profileOf(secret: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ profileId: calendarFeeds.profileId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.secret, secret));
    return row?.profileId;
  }
}
