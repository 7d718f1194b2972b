import type { TDb } from '../db/client.ts';
import { secretOnce } from '../shared/app-secrets.ts';
import type { TFourKKey } from './four-k-tokens.ts';

/** The row of app_meta holding the 4K key when PREMIUM_KEY gives none (its stored name stays). */
const KEY_ROW = 'premium-key';

/**
 * The key 4K tokens and media grants are signed with: PREMIUM_KEY when the operator sets one, else a random key
 * made once and kept in the database, which every instance and `npm run token` read, so 4K works on a fresh
 * install and a token the command mints is one the server takes.
 */
export function fourKKeySource(configuredKey: string | undefined, db: TDb): () => Promise<TFourKKey> {
  if (configuredKey) return () => Promise.resolve(configuredKey);
  return secretOnce(db, KEY_ROW);
}
