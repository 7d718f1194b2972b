import { createHmac, timingSafeEqual } from 'node:crypto';
import { downloadLinkSignedText, type TDownloadLink, type TDownloadTarget } from '@marquee/domain';
import type { TDb } from '../db/client.ts';
import { serverKey } from '../db/server-keys.ts';

/** The row of app_meta holding the key download links are signed with (made once, shared by every instance). */
const KEY_ROW = 'download-link-key';

/** Signs and checks download links with a key only the server knows (HMAC-SHA256). */
export class DownloadLinkSigner {
  private readonly keyOnce: () => Promise<Buffer>;

  constructor(db: TDb) {
    this.keyOnce = serverKey(db, KEY_ROW);
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
