import { downloadLinkSignedText, type TDownloadLink, type TDownloadTarget } from '@marquee/domain';
import type { TDb } from '../db/client.ts';
import { SigningKey } from '../shared/signing-key.ts';

/** The row of app_meta holding the key download links are signed with. */
const KEY_ROW = 'download-link-key';

/** Signs and checks download links with a key only the server knows (HMAC-SHA256). */
export class DownloadLinkSigner {
  private readonly key: SigningKey;

  constructor(db: TDb) {
    this.key = new SigningKey(db, KEY_ROW);
  }

  /** The link to `target`, signed. */
  async sign(target: TDownloadTarget): Promise<TDownloadLink> {
    const signature = await this.key.sign(downloadLinkSignedText(target));
    return { ...target, sig: signature.toString('base64url') };
  }

  /** Whether `link` carries the signature we would give its url, name and expiry. */
  async verify(link: TDownloadLink): Promise<boolean> {
    return this.key.verify(downloadLinkSignedText(link), Buffer.from(link.sig, 'base64url'));
  }
}
