import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import {
  hashSessionToken,
  isWellFormedToken,
  newSessionPublicId,
  newSessionToken,
} from './session-tokens.ts';

export interface TSessionRules {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  lifetimeMs: number;
}

export interface TSignedIn {
  userId: number;
  tokenHash: string;
  publicId: string;
  /** The profile the session watches as; null until one is chosen. */
  profileId: number | null;
}

/** How often a session's last use is written: a busy device does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Sessions in the database: the source of truth every server instance shares. */
export class SessionStore {
  constructor(
    private readonly db: TDb,
    readonly rules: TSessionRules,
  ) {}

  /** Starts a session for a user and returns its token (shown once; only its hash is kept). */
  async start(
    userId: number,
    userAgent: string,
    profileId: number | null = null,
    now = new Date(),
  ): Promise<string> {
    const token = newSessionToken();
    await this.db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      publicId: newSessionPublicId(),
      userId,
      profileId,
      userAgent: userAgent.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.rules.lifetimeMs),
    });
    return token;
  }

  /** The live session a token belongs to, noting its use; undefined when unknown, idle too long or expired. */
  async find(token: string, now = new Date()): Promise<TSignedIn | undefined> {
    if (!isWellFormedToken(token)) return undefined;
    const tokenHash = hashSessionToken(token);
    const idleSince = new Date(now.getTime() - this.rules.idleMs);
    const [row] = await this.db
      .select({
        userId: sessions.userId,
        publicId: sessions.publicId,
        profileId: sessions.profileId,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      );
    if (!row) return undefined;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return { userId: row.userId, tokenHash, publicId: row.publicId, profileId: row.profileId };
  }

  /** Makes `profileId` (one of the user's profiles, checked by the caller) the session's active profile. */
  async selectProfile(tokenHash: string, profileId: number): Promise<void> {
    await this.db.update(sessions).set({ profileId }).where(eq(sessions.tokenHash, tokenHash));
  }

  async end(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends one of a user's sessions by its public id; false when the user has no such session. */
  async endByPublicId(userId: number, publicId: string): Promise<boolean> {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
      .returning({ publicId: sessions.publicId });
    return ended.length > 0;
  }

  /** Ends every session of a user except one; how many ended. */
  async endOthers(userId: number, keepTokenHash: string): Promise<number> {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
      .returning({ publicId: sessions.publicId });
    return ended.length;
  }

  /** A user's live sessions, most recently used first. */
  async list(userId: number, now = new Date()) {
    const idleSince = new Date(now.getTime() - this.rules.idleMs);
    return this.db
      .select({
        publicId: sessions.publicId,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)),
      )
      .orderBy(desc(sessions.lastSeenAt));
  }

  /** Deletes sessions that can no longer be used (run now and then). */
  async prune(now = new Date()): Promise<void> {
    const idleSince = new Date(now.getTime() - this.rules.idleMs);
    await this.db
      .delete(sessions)
      .where(sql`${lt(sessions.expiresAt, now)} or ${lt(sessions.lastSeenAt, idleSince)}`);
  }
}
