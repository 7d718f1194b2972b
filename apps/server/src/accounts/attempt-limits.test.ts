import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../shared/errors.ts';
import {
  AttemptLimits,
  LOGIN_ACCOUNT_FAILURES_PER_HOUR,
  LOGIN_ADDRESS_FAILURES_PER_HOUR,
  loginAccountKey,
} from './attempt-limits.ts';

const MINUTE = 60_000;

/** Seconds until `attempt` may try again (0 when it may now), failing it when it is let through. */
async function failedLogin(limits: AttemptLimits, attempt: Parameters<AttemptLimits['beginLogin']>[0]) {
  try {
    await (await limits.beginLogin(attempt)).failed();
    return 0;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.retryAfterSeconds;
    throw error;
  }
}

describe('login attempt limits (in memory)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const account = loginAccountKey('ada@example.org', 'ada');

  it('locks the account on an address for 15 minutes from the fifth failure', async () => {
    const limits = new AttemptLimits(undefined, { signupsPerHour: 10 });
    const attempt = { account, address: '10.0.0.1' };
    for (let i = 0; i < 4; i++) expect(await failedLogin(limits, attempt)).toBe(0);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(await failedLogin(limits, attempt)).toBe(0);
    expect(await failedLogin(limits, attempt)).toBe(15 * 60);
    vi.advanceTimersByTime(14 * MINUTE);
    expect(await failedLogin(limits, attempt)).toBeGreaterThan(0);
    vi.advanceTimersByTime(MINUTE + 1000);
    expect(await failedLogin(limits, attempt)).toBe(0);
  });

  it('a success starts the count again', async () => {
    const limits = new AttemptLimits(undefined, { signupsPerHour: 10 });
    const attempt = { account, address: '10.0.0.2' };
    for (let i = 0; i < 4; i++) await failedLogin(limits, attempt);
    await (await limits.beginLogin(attempt)).succeeded();
    for (let i = 0; i < 5; i++) expect(await failedLogin(limits, attempt)).toBe(0);
    expect(await failedLogin(limits, attempt)).toBeGreaterThan(0);
  });

  it('an attempt never checked (the server busy) gives its allowance back', async () => {
    const limits = new AttemptLimits(undefined, { signupsPerHour: 10 });
    const attempt = { account, address: '10.0.0.3' };
    for (let i = 0; i < 4; i++) await failedLogin(limits, attempt);
    for (let i = 0; i < 10; i++) await (await limits.beginLogin(attempt)).unused();
    expect(await failedLogin(limits, attempt)).toBe(0);
    expect(await failedLogin(limits, attempt)).toBe(15 * 60);
  });

  it('a login refused by the account budget takes nothing from the address budget', async () => {
    const limits = new AttemptLimits(undefined, { signupsPerHour: 10 });
    for (let i = 0; i < LOGIN_ACCOUNT_FAILURES_PER_HOUR; i++) {
      expect(await failedLogin(limits, { account, address: `10.1.0.${Math.floor(i / 5)}` })).toBe(0);
    }
    const late = '10.2.0.1';
    const someone = (n: number) => loginAccountKey(`someone${n}@example.org`, '');
    // The address has 5 failures left...
    for (let i = 0; i < LOGIN_ADDRESS_FAILURES_PER_HOUR - 5; i++) {
      expect(await failedLogin(limits, { account: someone(Math.floor(i / 5)), address: late })).toBe(0);
    }
    // ...and still has them after logins refused by the account budget.
    for (let i = 0; i < 10; i++) {
      expect(await failedLogin(limits, { account, address: late })).toBeGreaterThan(0);
    }
    for (let i = 0; i < 5; i++) {
      expect(await failedLogin(limits, { account: someone(-1), address: late })).toBe(0);
    }
    expect(await failedLogin(limits, { account: someone(-2), address: late })).toBeGreaterThan(0);
  });

  it('a known device is counted apart from its address and from the account budget', async () => {
    const limits = new AttemptLimits(undefined, { signupsPerHour: 10 });
    const address = '10.3.0.1';
    for (let i = 0; i < 5; i++) await failedLogin(limits, { account, address });
    expect(await failedLogin(limits, { account, address })).toBeGreaterThan(0);
    expect(await failedLogin(limits, { account, address, device: 'my-phone-device' })).toBe(0);
  });
});
