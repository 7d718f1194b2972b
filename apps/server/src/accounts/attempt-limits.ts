import { createHash } from 'node:crypto';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_ATTEMPTS, SIGN_IN_MESSAGES } from '@marquee/domain';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../shared/errors.ts';
import { consumeAllowance, createRateLimiter, secondsToWait } from '../http/rate-limiter.ts';

/** The client's rule, kept on the server per account and address (or known device): 5 failures, 15 minutes. */
export const LOGIN_LOCK_SECONDS = LOGIN_LOCKOUT_MS / 1000;
/**
 * Failed logins one account takes per hour from browsers it has not signed in on, whatever their addresses:
 * ten addresses' worth of the client's rule, so a family's typos never reach it, while guesses from many
 * addresses get about a thousand a day. Known devices do not count here, so this cannot lock the owner out.
 */
export const LOGIN_ACCOUNT_FAILURES_PER_HOUR = 50;
/** Failed logins one address makes per hour across all accounts (password spraying); a shared office NAT fits. */
export const LOGIN_ADDRESS_FAILURES_PER_HOUR = 100;
const HOUR_SECONDS = 60 * 60;

/** Plain words for someone locked out (no joke where a person is stuck). */
export const LOCKED_MESSAGE = SIGN_IN_MESSAGES.locked;
export const SIGNUP_LIMIT_MESSAGE =
  'Too many accounts were created from your address. Please try again later.';

/**
 * The key a login counts against for the account it names: the account's own when one matches (from its email,
 * so its username and email share it, and two sites on one Redis do not), else the identifier's.
 */
export function loginAccountKey(accountEmail: string | undefined, identifier: string): string {
  const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
  return accountEmail === undefined
    ? `name:${digest(identifier)}`
    : `user:${digest(accountEmail.toLowerCase())}`;
}

export interface TLoginAttempt {
  /** The account named, as loginAccountKey gives it. */
  account: string;
  address: string;
  /** The device id of a device cookie this account signed, when the browser has one. */
  device?: string | undefined;
}

interface TBudget {
  limiter: RateLimiterAbstract;
  key: string;
}

/** A login allowed to check its password: it reports how that went, which settles what it took. */
export class LoginAllowance {
  constructor(
    private readonly taken: TBudget[],
    /**
     * Tries left on the account-and-address (or device) allowance after this one, should it fail: what the
     * login answer tells, the same whether or not the account exists (both are counted alike).
     */
    readonly attemptsLeft: number,
  ) {}

  /** This attempt took the last of the account-and-address (or device) allowance. */
  private get isLast(): boolean {
    return this.attemptsLeft === 0;
  }

  /** A wrong password: the fifth in a row locks the account on that address or device for 15 minutes. */
  async failed(): Promise<void> {
    const [own] = this.taken;
    if (this.isLast && own) await own.limiter.block(own.key, LOGIN_LOCK_SECONDS);
  }

  /** The password was never checked (the server was busy): every budget gets this attempt back. */
  async unused(): Promise<void> {
    await Promise.all(this.taken.map((budget) => budget.limiter.reward(budget.key, 1)));
  }

  /** The right password: the count of its address or device starts again, and no budget keeps this attempt. */
  async succeeded(): Promise<void> {
    const [own, ...shared] = this.taken;
    await Promise.all([
      own?.limiter.delete(own.key),
      ...shared.map((budget) => budget.limiter.reward(budget.key, 1)),
    ]);
  }
}

/**
 * Login and sign-up allowances, taken before the password is hashed or checked, so requests sent together
 * cannot all get through. Counted in Redis when there is one (every instance sees the same counts, and
 * each count is one atomic step), else in this process; in memory too while Redis is away.
 */
/** Attempts to delete an account (password checks) an account may make in an hour; an address twice as many. */
export const ACCOUNT_DELETIONS_PER_HOUR = 5;
export const DELETION_LIMIT_MESSAGE = 'Too many attempts to delete the account. Please try again later.';

export class AttemptLimits {
  private readonly loginByAccountAndPlace: RateLimiterAbstract;
  private readonly loginByAccount: RateLimiterAbstract;
  private readonly loginByAddress: RateLimiterAbstract;
  private readonly signupByAddress: RateLimiterAbstract;
  private readonly deletionByAccount: RateLimiterAbstract;
  private readonly deletionByAddress: RateLimiterAbstract;

  constructor(redis: Redis | undefined, options: { signupsPerHour: number; redisTimeoutMs?: number }) {
    const make = (keyPrefix: string, points: number, duration: number) =>
      createRateLimiter(redis, keyPrefix, points, duration, { redisTimeoutMs: options.redisTimeoutMs });
    this.loginByAccountAndPlace = make('login-account-place', LOGIN_MAX_ATTEMPTS, LOGIN_LOCK_SECONDS);
    this.loginByAccount = make('login-account', LOGIN_ACCOUNT_FAILURES_PER_HOUR, HOUR_SECONDS);
    this.loginByAddress = make('login-address', LOGIN_ADDRESS_FAILURES_PER_HOUR, HOUR_SECONDS);
    this.signupByAddress = make('signup-address', options.signupsPerHour, HOUR_SECONDS);
    this.deletionByAccount = make('deletion-account', ACCOUNT_DELETIONS_PER_HOUR, HOUR_SECONDS);
    this.deletionByAddress = make('deletion-address', ACCOUNT_DELETIONS_PER_HOUR * 2, HOUR_SECONDS);
  }

  /**
   * Takes this login from each allowance it counts against, narrowest first: the account on this address
   * (or known device), then, for a browser the account does not know, the address and the account. Throws
   * a 429 when one is used up, giving back what it had taken.
   */
  async beginLogin(attempt: TLoginAttempt): Promise<LoginAllowance> {
    const place = attempt.device ? `device:${attempt.device}` : `address:${attempt.address}`;
    const budgets: TBudget[] = [{ limiter: this.loginByAccountAndPlace, key: `${attempt.account}|${place}` }];
    if (!attempt.device) {
      budgets.push(
        { limiter: this.loginByAddress, key: attempt.address },
        { limiter: this.loginByAccount, key: attempt.account },
      );
    }
    const taken: TBudget[] = [];
    let attemptsLeft = 0;
    for (const budget of budgets) {
      try {
        const result = await budget.limiter.consume(budget.key, 1);
        if (taken.length === 0) attemptsLeft = result.remainingPoints;
        taken.push(budget);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        await Promise.all(taken.map((t) => t.limiter.reward(t.key, 1)));
        throw new TooManyRequestsError(LOCKED_MESSAGE, secondsToWait(error));
      }
    }
    return new LoginAllowance(taken, attemptsLeft);
  }

  /**
   * Counts an attempt to delete an account (each checks the password, so each is a guess too) against the
   * account and the address; the seconds to wait when one is used up, else 0.
   */
  async deletionAttempt(userId: number, address: string): Promise<number> {
    return Math.max(
      await consumeAllowance(this.deletionByAddress, address),
      await consumeAllowance(this.deletionByAccount, String(userId)),
    );
  }

  /** Counts a sign-up; the seconds to wait when the address has used its allowance, else 0. */
  async signupAttempt(address: string): Promise<number> {
    return consumeAllowance(this.signupByAddress, address);
  }
}
