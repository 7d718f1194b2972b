import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TDb } from '../db/client.ts';
import { secretOnce } from './app-secrets.ts';

/** HMAC-SHA256 signatures with a secret kept in a row of app_meta (app-secrets.ts), one row per purpose. */
export class SigningKey {
  private readonly keyOnce: () => Promise<Buffer>;

  /** `row`: the app_meta key the secret is kept under. */
  constructor(db: TDb, row: string) {
    this.keyOnce = secretOnce(db, row);
  }

  /** The signature of `text`. */
  async sign(text: string): Promise<Buffer> {
    return createHmac('sha256', await this.keyOnce())
      .update(text)
      .digest();
  }

  /** Whether `signature` is the one we would give `text` (compared in constant time). */
  async verify(text: string, signature: Buffer): Promise<boolean> {
    const expected = await this.sign(text);
    return signature.length === expected.length && timingSafeEqual(signature, expected);
  }
}
