import { SITE_INFO_META_NAME, type TCommunityLink, type TSiteInfo } from '@marquee/contract/routes';

export type { TCommunityLink, TSiteInfo };

/** What a page without the server's meta tag gets (a dev server, a test): no addresses, no links. */
const NONE: TSiteInfo = { contactEmail: '', dmcaEmail: '', community: [] };

let cached: TSiteInfo | undefined;

function isLink(value: unknown): value is TCommunityLink {
  const link = value as Partial<TCommunityLink> | null;
  return typeof link?.name === 'string' && typeof link.url === 'string' && /^https?:\/\//i.test(link.url);
}

function parse(content: string | null | undefined): TSiteInfo {
  if (!content) return NONE;
  try {
    const value = JSON.parse(content) as Partial<TSiteInfo>;
    const contactEmail = typeof value.contactEmail === 'string' ? value.contactEmail : '';
    return {
      contactEmail,
      dmcaEmail: typeof value.dmcaEmail === 'string' && value.dmcaEmail ? value.dmcaEmail : contactEmail,
      community: Array.isArray(value.community) ? value.community.filter(isLink) : [],
    };
  } catch {
    return NONE;
  }
}

/**
 * The operator's contact addresses and community links (site/site.json), which the server puts in every
 * page's HTML (`<meta name="marquee-site">`): read once, no request.
 */
export function siteInfo(): TSiteInfo {
  if (!cached) {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_INFO_META_NAME}"]`);
    cached = parse(meta?.content);
  }
  return cached;
}

/** The first community link (the footer's and floating button's), if the operator lists any. */
export function mainCommunityLink(): TCommunityLink | undefined {
  return siteInfo().community[0];
}

/** For tests: read the meta tag again on the next call. */
export function forgetSiteInfo(): void {
  cached = undefined;
}
