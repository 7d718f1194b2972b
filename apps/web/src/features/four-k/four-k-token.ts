import { isStorableToken } from '@marquee/domain';
import { safeStorage, type TSafeStorage } from '../../lib/storage/safe-storage.ts';

// The 4K token on this device: `ui-token` holds it, the flag `4kToken` says one was
// submitted here, and `4kTokenSynced` says it reached the account. This module alone reads and writes them.

export const UI_TOKEN_KEY = 'ui-token';
export const FOUR_K_TOKEN_FLAG = '4kToken';
export const FOUR_K_TOKEN_SYNCED_FLAG = '4kTokenSynced';

/** Visible ASCII only: anything else cannot travel in a header (fetch would throw). */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** A stored token when it meets the stored-token rule and can be sent in a header, else undefined. */
export function parseStoredToken(raw: string | null): string | undefined {
  return isStorableToken(raw) && HEADER_SAFE.test(raw) ? raw : undefined;
}

/** A flag (`4kToken`, `4kTokenSynced`): set when it holds 'true'. */
export const parseTokenFlag = (raw: string | null): boolean => raw === 'true';

/** The stored 4K token when it meets the stored-token rule and can be sent in a header, else undefined. */
export function readStoredToken(area: TSafeStorage = safeStorage('local')): string | undefined {
  return parseStoredToken(area.get(UI_TOKEN_KEY));
}

/**
 * Keeps a token the service accepted: `ui-token` and the `4kToken` flag are set, and `4kTokenSynced` cleared so
 * the account sync sends the new one. Whether it was stored (storage may refuse).
 */
export function storeSubmittedToken(token: string, area: TSafeStorage = safeStorage('local')): boolean {
  if (!isStorableToken(token) || !area.set(UI_TOKEN_KEY, token)) return false;
  area.set(FOUR_K_TOKEN_FLAG, 'true');
  area.remove(FOUR_K_TOKEN_SYNCED_FLAG);
  return true;
}

/**
 * The account sync's part: a device without a valid token takes the account's; a device whose valid
 * token is not the account's and has not reached it yet gets it back, to send.
 */
export function tokenToSync(
  serverToken: string | null,
  area: TSafeStorage = safeStorage('local'),
): string | undefined {
  const local = area.get(UI_TOKEN_KEY);
  if (!isStorableToken(local)) {
    if (isStorableToken(serverToken)) area.set(UI_TOKEN_KEY, serverToken);
    return undefined;
  }
  return local === serverToken || parseTokenFlag(area.get(FOUR_K_TOKEN_SYNCED_FLAG)) ? undefined : local;
}

/** The device's token reached the account. */
export function markTokenSynced(area: TSafeStorage = safeStorage('local')): void {
  area.set(FOUR_K_TOKEN_SYNCED_FLAG, 'true');
}

/** Another profile became active: its token (or none) replaces this device's, already in its account. */
export function adoptProfileToken(
  serverToken: string | null,
  area: TSafeStorage = safeStorage('local'),
): void {
  area.remove(FOUR_K_TOKEN_FLAG);
  if (isStorableToken(serverToken) && area.set(UI_TOKEN_KEY, serverToken)) {
    area.set(FOUR_K_TOKEN_SYNCED_FLAG, 'true');
    return;
  }
  area.remove(UI_TOKEN_KEY);
  area.remove(FOUR_K_TOKEN_SYNCED_FLAG);
}
