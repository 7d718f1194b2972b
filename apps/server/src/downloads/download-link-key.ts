import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { downloadLinkSignedText, type TDownloadLink, type TDownloadTarget } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

/** The row of app_meta holding the key download links are signed with (made once, shared by every instance). */
const KEY_ROW = 'download-link-key';

/** Signs and checks download links with a key only the server knows (HMAC-SHA256). */
export class DownloadLinkSigner {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: TDb) {}

  /** The key: read from the database, made there first by whichever instance asks first. */
  private async loadKey(): Promise<Buffer> {
    await this.db
      .insert(appMeta)
      .values({ key: KEY_ROW, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, KEY_ROW));
    if (typeof row?.value !== 'string') throw new Error('The download link key is missing');
    return Buffer.from(row.value, 'base64');
  }

  private keyOnce(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined; // asked again next time (the database may have been busy)
      throw error;
    });
    return this.key;
  }

  private async signature(target: TDownloadTarget): Promise<Buffer> {
    return createHmac('sha256', await this.keyOnce())
      .update(downloadLinkSignedText(target))
      .digest();
  }

  /** The link to `target`, signed. */
  async sign(target: TDownloadTarget): Promise<TDownloadLink> {
    return { ...target, sig: (await this.signature(target)).toString('base64url') };
  }

  /** Whether `link` carries the signature we would give its url, name and expiry. */
  async verify(link: TDownloadLink): Promise<boolean> {
    const given = Buffer.from(link.sig, 'base64url');
    const expected = await this.signature(link);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
