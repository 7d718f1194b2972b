/**
 * The page's HTML carries the site info in `<meta name="marquee-site" content="{json}">`, so the web app reads
 * it without a request.
 */
export const SITE_INFO_META_NAME = 'marquee-site';
