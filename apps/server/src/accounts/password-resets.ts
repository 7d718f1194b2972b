import {
  PASSWORD_RESET_TTL_MS,
  PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR,
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
} from '@marquee/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client.ts';
import { passwordResets, sessions, users } from '../db/schema.ts';
import { consumeAllowance, createRateLimiter } from '../http/rate-limiter.ts';
import type { TMailer } from '../shared/mailer.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-tokens.ts';
import { loginAccountKey } from './attempt-limits.ts';

const HOUR_SECONDS = 60 * 60;

export interface TPasswordResetOptions {
  /** Sends the links; undefined when the operator set no SMTP server. */
  mailer: TMailer | undefined;
  /** The site's public origin, which the links lead to. */
  origin: string | undefined;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** The page a reset link opens. */
export const RESET_PAGE_PATH = '/reset-password';

/**
 * Password recovery by e-mail: one-time links (only a hash of each token kept) that expire, end every session
 * of the account when used, and never tell whether an address has an account: the answer is the same, and the
 * lookup and the e-mail happen after it is sent.
 */
export class PasswordResets {
  private readonly byAddress;
  private readonly byAccount;
  private readonly now: () => number;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: TDb,
    private readonly options: TPasswordResetOptions,
  ) {
    const { redis } = options;
    this.byAddress = createRateLimiter(
      redis,
      'reset-address',
      PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
      HOUR_SECONDS,
    );
    this.byAccount = createRateLimiter(
      redis,
      'reset-account',
      PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR,
      HOUR_SECONDS,
    );
    this.now = options.now ?? Date.now;
  }

  /** Whether links can be sent by e-mail here. */
  get isByEmail(): boolean {
    return this.options.mailer !== undefined && this.options.origin !== undefined;
  }

  /** Counts a request from a client address; the seconds to wait when it asked too often, else 0. */
  async allowRequest(address: string): Promise<number> {
    return consumeAllowance(this.byAddress, address);
  }

  /**
   * Sends a link to `email` when an account has it, in the background: the caller answers at once, the same
   * for every address. An account gets at most a few links an hour (more are dropped, silently).
   */
  request(email: string): void {
    const task = this.send(email)
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'A password reset e-mail failed'))
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  /** Waits for the links being sent, then lets the mail connection go (closing). */
  async close(): Promise<void> {
    await Promise.all([...this.inFlight]);
    this.options.mailer?.close();
  }

  private async send(email: string): Promise<void> {
    const { mailer, origin } = this.options;
    if (!mailer || !origin) return;
    const [user] = await this.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    const key = loginAccountKey(user?.email, email.trim().toLowerCase());
    if ((await consumeAllowance(this.byAccount, key)) > 0 || !user) return;
    const token = newSessionToken();
    const now = this.now();
    await this.db.insert(passwordResets).values({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      createdAt: new Date(now),
      expiresAt: new Date(now + PASSWORD_RESET_TTL_MS),
    });
    const link = `${origin.replace(/\/+$/, '')}${RESET_PAGE_PATH}?token=${token}`;
    await mailer.send({
      to: user.email,
      subject: 'Choose a new Marquee password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone (we hope you) asked to choose a new password for your Marquee account. Open this link to do it:',
        '',
        link,
        '',
        `The link works once, within ${PASSWORD_RESET_TTL_MS / 60_000} minutes. Choosing a new password signs every device out.`,
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  /**
   * Uses a link's token to set a new password (already hashed), once: the token, every other link of the
   * account and every session end together. False when the token is unknown, used or expired.
   */
  async reset(token: string, passwordHash: string): Promise<boolean> {
    if (!isWellFormedToken(token)) return false;
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      // One statement takes the token, so two uses sent together cannot both succeed.
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, hashSessionToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!used) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      // The account's other links (and this one) go: an older e-mail cannot undo the new password.
      await tx.delete(passwordResets).where(eq(passwordResets.userId, used.userId));
      return true;
    });
  }
}
