import { isCleanFileName } from './file-name.ts';

// The link to the HLS download page ("base64 data (url, name, expires
// 24 h)"): base64url of a JSON object {url, name, expires, sig}. The server signs url, name and expires with a
// key only it holds (sig, HMAC-SHA256), so a changed link is told apart from an expired one.

/** How long a download link works (24 h). */
export const DOWNLOAD_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The longest `data` a download page accepts (a long playlist URL and name, base64 encoded, fit well). */
export const DOWNLOAD_LINK_MAX_LENGTH = 6000;
/** The longest playlist URL a link may carry. */
export const DOWNLOAD_URL_MAX_LENGTH = 2000;

export const DOWNLOAD_LINK_EXPIRED = 'This download link has expired.';
export const DOWNLOAD_LINK_DAMAGED = 'This download link is damaged or has been changed.';

/** What a link names: the playlist to save, the file's name (its extension is added on saving), its end. */
export interface TDownloadTarget {
  /** A path on this site ('/api/sources/...') or an http(s) URL. */
  url: string;
  /** A clean file name without extension (see cleanFileName). */
  name: string;
  /** When the link stops working, in ms since the epoch. */
  expires: number;
}

/** A signed link: the target and the server's signature of it (base64url HMAC-SHA256, 43 characters). */
export interface TDownloadLink extends TDownloadTarget {
  sig: string;
}

export type TDownloadLinkState = 'valid' | 'expired' | 'damaged';

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** Clock difference between machines we forgive when a link claims to end later than 24 h from now. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** When a link made at `now` expires. */
export function downloadLinkExpiry(now: number): number {
  return now + DOWNLOAD_LINK_LIFETIME_MS;
}

/** Whether a link may point at `url`: a path of this site, or an http(s) URL with no user name or password. */
export function isDownloadableUrl(url: string): boolean {
  if (url.length === 0 || url.length > DOWNLOAD_URL_MAX_LENGTH || /[\s\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password
  );
}

/** The text the signature is computed over: url, name and expires, in a fixed order. */
export function downloadLinkSignedText(target: TDownloadTarget): string {
  return JSON.stringify([target.url, target.name, target.expires]);
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(data: string): string | undefined {
  if (!BASE64URL.test(data) || data.length % 4 === 1) return undefined;
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The `data` of a download page's address for a signed link. */
export function encodeDownloadLink(link: TDownloadLink): string {
  const { url, name, expires, sig } = link;
  return toBase64Url(JSON.stringify({ url, name, expires, sig }));
}

/**
 * The link a download page's `data` holds, or undefined when it is not one: not base64url, not JSON, other
 * fields than url, name, expires and sig, a URL or name no link is made with, or a malformed signature.
 */
export function decodeDownloadLink(data: string): TDownloadLink | undefined {
  if (data.length === 0 || data.length > DOWNLOAD_LINK_MAX_LENGTH) return undefined;
  const json = fromBase64Url(data);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  if (Object.keys(fields).sort().join() !== 'expires,name,sig,url') return undefined;
  const { url, name, expires, sig } = fields;
  if (typeof url !== 'string' || !isDownloadableUrl(url)) return undefined;
  if (typeof name !== 'string' || !isCleanFileName(name)) return undefined;
  if (typeof expires !== 'number' || !Number.isSafeInteger(expires) || expires <= 0) return undefined;
  if (typeof sig !== 'string' || !SIGNATURE.test(sig)) return undefined;
  return { url, name, expires, sig };
}

/**
 * Whether a link whose signature is right still works at `now`: expired once `expires` has passed; damaged
 * when it claims to last longer than any link we make.
 */
export function downloadLinkState(target: TDownloadTarget, now: number): TDownloadLinkState {
  if (target.expires > downloadLinkExpiry(now) + CLOCK_SKEW_MS) return 'damaged';
  return target.expires <= now ? 'expired' : 'valid';
}
