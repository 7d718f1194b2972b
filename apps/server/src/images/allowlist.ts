import net from 'node:net';
import { BadRequestError } from '../shared/errors.ts';
import { bareHost } from './address-check.ts';

/** Where /img may take images from. */
export interface TAllowlist {
  /** Origins that are this site: PUBLIC_ORIGIN and the origin the request came in on. */
  ownOrigins: string[];
  /** TMDB's image base, e.g. https://image.tmdb.org/t/p (TMDB_IMAGE_URL). */
  tmdbImageUrl: string;
}

/** An allowed image: one of ours (served in-process) or one on TMDB's image host, as `/{size}{path}`. */
export type TImageSource = { kind: 'own'; rest: string } | { kind: 'tmdb'; rest: string };

export const MAX_URL_LENGTH = 2048;
const OWN_PREFIX = '/api/images';

const refuse = (why: string) => new BadRequestError(`Query parameter 'url' ${why}`);

/**
 * Checks an image URL against the allowlist: only http(s), no credentials, and either this site's
 * /api/images/... (relative, or absolute on one of our origins) or a path under TMDB_IMAGE_URL on exactly
 * its origin. Everything else — other hosts, IP addresses, other schemes — is refused with a 400.
 */
export function classifyImageUrl(raw: string, allow: TAllowlist): TImageSource {
  if (raw.length === 0) throw refuse('is required');
  if (raw.length > MAX_URL_LENGTH) throw refuse(`is longer than ${MAX_URL_LENGTH} characters`);
  const base = allow.ownOrigins[0];
  if (!URL.canParse(raw, base)) throw refuse('is not a valid URL');
  const url = new URL(raw, base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('must be an http or https URL');
  if (url.username || url.password) throw refuse('must not contain credentials');
  if (url.search) throw refuse('must not have a query string');

  if (allow.ownOrigins.some((origin) => new URL(origin).origin === url.origin)) {
    if (!url.pathname.startsWith(`${OWN_PREFIX}/`)) {
      throw refuse(`must be one of this site's ${OWN_PREFIX}/ URLs`);
    }
    return { kind: 'own', rest: url.pathname.slice(OWN_PREFIX.length) };
  }
  const tmdb = new URL(allow.tmdbImageUrl);
  if (url.origin === tmdb.origin) {
    const prefix = tmdb.pathname.replace(/\/$/, '');
    if (!url.pathname.startsWith(`${prefix}/`)) throw refuse(`must be under ${allow.tmdbImageUrl}/`);
    return { kind: 'tmdb', rest: url.pathname.slice(prefix.length) };
  }
  if (net.isIP(bareHost(url.hostname)) !== 0) {
    throw refuse(
      `must not name an IP address (got ${url.hostname}); only this site's images and TMDB's are allowed`,
    );
  }
  throw refuse(`host '${url.hostname}' is not allowed; only this site's images and TMDB's are`);
}
