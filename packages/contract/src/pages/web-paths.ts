/**
 * Every path the web app's router shows a page for (redirects included), as the router writes it: `:name`
 * segments, no trailing slash. Any other path is its Not-found page, which the server answers with 404. The
 * router's own table is checked against this list (apps/web/src/app/router.test.ts).
 */
export const WEB_PATH_PATTERNS: readonly string[] = [
  '/',
  '/movies',
  '/series',
  '/movies/:movieId',
  '/series/:seriesId',
  '/series/:seriesId/:season/:episode',
  '/search',
  '/categories',
  '/categories/:category',
  '/networks',
  '/networks/:network',
  '/network/:network',
  '/discover',
  '/bookmarks',
  '/lists/:listId',
  '/history',
  '/calendar',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/account',
  '/profiles',
  '/donate',
  '/stats',
  '/download',
  '/4k',
  '/tos',
  '/privacy',
  '/dmca',
  '/disclaimer',
  '/faq',
  '/partners',
  '/partners/submit',
  '/ads',
  '/advertise',
  '/terms',
];

/**
 * A path's named segments when it matches `pattern` as the web app's router matches it (static segments
 * regardless of case, a trailing slash ignored, a named segment anything but empty); undefined otherwise.
 */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const segments = splitPath(pathname);
  const parts = splitPath(pattern);
  if (!segments || !parts || parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = segment;
    } else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/** Whether the web app has a page at `pathname` (else it shows its Not-found page). */
export function isWebAppPath(pathname: string, patterns: readonly string[] = WEB_PATH_PATTERNS): boolean {
  return patterns.some((pattern) => matchPathPattern(pattern, pathname) !== undefined);
}

/** A path's decoded segments (a trailing slash ignored, as the router does); undefined if it can't be decoded. */
function splitPath(pathname: string): string[] | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return [];
  try {
    return trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}
