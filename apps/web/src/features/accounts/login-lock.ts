import { LOGIN_LOCKOUT_MS, LOGIN_MAX_ATTEMPTS } from '@marquee/domain';
import { safeStorage, type TSafeStorage } from '../../lib/storage/safe-storage.ts';

// The login form's lock: 5 failures lock it for 15 minutes, kept across reloads in
// `loginAttempts` and `loginLockoutUntil`.

export const LOGIN_ATTEMPTS_KEY = 'loginAttempts';
export const LOGIN_LOCKOUT_UNTIL_KEY = 'loginLockoutUntil';

export interface TLoginLock {
  /** When the lock ends (ms), or 0 when the form is open. */
  lockedUntil(now: number): number;
  /** Counts a failure; returns the lock's end when this one locked the form, else 0. */
  fail(now: number): number;
  reset(): void;
  /** Locks the form until a time the server gave (its own count of failures reached the limit first). */
  lockUntil(until: number): void;
}

/** A stored count or time: a positive number, else 0. */
export function parseLockNumber(raw: string | null): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function createLoginLock(storage: TSafeStorage): TLoginLock {
  const number = (key: string) => parseLockNumber(storage.get(key));
  return {
    lockedUntil(now) {
      const until = number(LOGIN_LOCKOUT_UNTIL_KEY);
      if (until > now) return until;
      if (until) {
        // The lock has run out: the form starts afresh.
        storage.remove(LOGIN_LOCKOUT_UNTIL_KEY);
        storage.remove(LOGIN_ATTEMPTS_KEY);
      }
      return 0;
    },
    fail(now) {
      const attempts = number(LOGIN_ATTEMPTS_KEY) + 1;
      storage.set(LOGIN_ATTEMPTS_KEY, String(attempts));
      if (attempts < LOGIN_MAX_ATTEMPTS) return 0;
      const until = now + LOGIN_LOCKOUT_MS;
      storage.set(LOGIN_LOCKOUT_UNTIL_KEY, String(until));
      return until;
    },
    lockUntil(until) {
      storage.set(LOGIN_LOCKOUT_UNTIL_KEY, String(until));
    },
    reset() {
      storage.remove(LOGIN_ATTEMPTS_KEY);
      storage.remove(LOGIN_LOCKOUT_UNTIL_KEY);
    },
  };
}

export const loginLock = createLoginLock(safeStorage('local'));
