import { describe, expect, it } from 'vitest';
import { BusyError } from '../shared/work-slots.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing under a burst', () => {
  it('refuses hashes past its queue as busy (503), never as a wrong password, and checks the rest', async () => {
    const stored = await hashPassword('a fine passphrase');
    // More checks at once than the slots and their queue of 512 hold.
    const checks = await Promise.allSettled(
      Array.from({ length: 600 }, () => verifyPassword(stored, 'a fine passphrase')),
    );
    const refused = checks.filter((check) => check.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const check of refused) expect(check.reason).toBeInstanceOf(BusyError);
    const answered = checks.filter((check) => check.status === 'fulfilled');
    expect(answered.map((check) => check.value)).toEqual(answered.map(() => true));
    expect(answered.length).toBeGreaterThanOrEqual(512);
  }, 60_000);
});
