import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/storage/safe-storage.ts';
import { createLoginLock, LOGIN_ATTEMPTS_KEY, LOGIN_LOCKOUT_UNTIL_KEY } from './login-lock.ts';

describe('the login lock', () => {
  it('locks for 15 minutes at the fifth failure, kept in loginAttempts and loginLockoutUntil', () => {
    const storage = memoryStorage();
    const lock = createLoginLock(storage);
    for (let i = 0; i < 4; i += 1) expect(lock.fail(1000)).toBe(0);
    expect(lock.lockedUntil(1000)).toBe(0);
    expect(lock.fail(1000)).toBe(1000 + 900_000);
    expect(storage.get(LOGIN_ATTEMPTS_KEY)).toBe('5');
    expect(createLoginLock(storage).lockedUntil(2000)).toBe(901_000);
  });

  it('opens again when the time is up, with the count reset; a success resets too', () => {
    const storage = memoryStorage({ [LOGIN_ATTEMPTS_KEY]: '5', [LOGIN_LOCKOUT_UNTIL_KEY]: '5000' });
    const lock = createLoginLock(storage);
    expect(lock.lockedUntil(5000)).toBe(0);
    expect(storage.get(LOGIN_ATTEMPTS_KEY)).toBeNull();
    lock.fail(6000);
    lock.reset();
    expect(storage.get(LOGIN_ATTEMPTS_KEY)).toBeNull();
  });
});
