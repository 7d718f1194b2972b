import { route } from '../endpoint.ts';

/** A chat community the site links to (the shell's community links), as the operator configures it. */
export interface TCommunityLink {
  name: string;
  url: string;
}

/** The operator's contact details and community links (site/site.json), as the pages show them. */
export interface TSiteInfo {
  /** Where visitors write to: shown on the legal and help pages. */
  contactEmail: string;
  /** Where copyright notices go (the DMCA page); the contact address when the operator gives none. */
  dmcaEmail: string;
  /** The chat communities, first one first: the footer and floating button link the first. */
  community: TCommunityLink[];
}

/**
 * The page's HTML carries the site info in `<meta name="marquee-site" content="{json}">`, so the web app reads
 * it without a request.
 */
export const SITE_INFO_META_NAME = 'marquee-site';

export const siteInfoRoutes = {
  site: route('GET', '/api/site').returns<TSiteInfo>(),
};
