import { SITE_INFO_META_NAME, ZSiteFile, type TSiteInfo } from '@marquee/contract';
import { escapeAttribute, type THeadPart } from '../http/page-head.ts';
import type { SiteFiles } from '../shared/site-files.ts';

export const SITE_FILE = 'site.json';

/** The operator's contact details and community links, from site/site.json (or SITE_DIR's copy). */
export async function readSiteInfo(siteFiles: SiteFiles): Promise<TSiteInfo> {
  const file = await siteFiles.read(SITE_FILE, ZSiteFile);
  return {
    contactEmail: file.contactEmail,
    dmcaEmail: file.dmcaEmail ?? file.contactEmail,
    community: file.community,
  };
}

/**
 * A head part giving every page the site info in a meta tag, so the shell's community links and the legal
 * pages' addresses need no request and no code of their own at first paint.
 */
export function siteInfoHead(siteFiles: SiteFiles): THeadPart {
  return async () => {
    const info = await readSiteInfo(siteFiles);
    return [`<meta name="${SITE_INFO_META_NAME}" content="${escapeAttribute(JSON.stringify(info))}">`];
  };
}
