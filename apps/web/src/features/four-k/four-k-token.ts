import { isStorableToken } from '@marquee/domain';
import { safeStorage, type TSafeStorage } from '../../lib/safe-storage.ts';

// The 4K token on this device (spec §3 local storage keys): `ui-token` holds it, the flag `4kToken` says one was
// submitted here, and `4kTokenSynced` says it reached the account (account-sync.ts sets and reads that one).

export const UI_TOKEN_KEY = 'ui-token';
export const FOUR_K_TOKEN_FLAG = '4kToken';
export const FOUR_K_TOKEN_SYNCED_FLAG = '4kTokenSynced';

/** Visible ASCII only: anything else cannot travel in a header (fetch would throw). */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The stored 4K token when it meets the stored-token rule (§5) and can be sent in a header, else undefined. */
export function readStoredToken(area: TSafeStorage = safeStorage('local')): string | undefined {
  const token = area.get(UI_TOKEN_KEY);
  return isStorableToken(token) && HEADER_SAFE.test(token) ? token : undefined;
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
