import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

/**
 * A secret key only the server knows, kept in a row of app_meta (made once by whichever instance asks
 * first, so every instance signs alike), and HMAC-SHA256 signatures with it.
 */
export class SigningKey {
  private key: Promise<Buffer> | undefined;

  /** `row`: the app_meta key the secret is kept under, one per purpose. */
  constructor(
    private readonly db: TDb,
    private readonly row: string,
  ) {}

  private async loadKey(): Promise<Buffer> {
    await this.db
      .insert(appMeta)
      .values({ key: this.row, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, this.row));
    if (typeof row?.value !== 'string') throw new Error(`The signing key ${this.row} is missing`);
    return Buffer.from(row.value, 'base64');
  }

  private keyOnce(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined; // asked again next time (the database may have been busy)
      throw error;
    });
    return this.key;
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
