import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The CSP sources of the inline scripts of a page: sha256 of each script's exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy: everything from this origin only, inline scripts only by hash (the theme
 * script in index.html runs before first paint), inline styles allowed (React style attributes), images
 * and media also from data:/blob: URLs (the player feeds hls.js through blob: URLs and a worker).
 */
export function contentSecurityPolicy(scriptHashes: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** Whether `url` matches one CSP source expression ('self', *, a scheme, or a host with an optional *. and port). */
export function matchesSource(url: URL, source: string, selfOrigins: readonly string[]): boolean {
  if (source === "'self'") return selfOrigins.includes(url.origin);
  if (source === '*') return url.protocol === 'http:' || url.protocol === 'https:';
  if (/^[a-z][a-z\d+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
  const host = /^(?:([a-z][a-z\d+.-]*):\/\/)?(\*\.)?([^/:*]+)(?::(\d+|\*))?(?:\/.*)?$/i.exec(source);
  if (!host) return false;
  const [, scheme, wildcard, name = '', port] = host;
  if (scheme ? url.protocol !== `${scheme.toLowerCase()}:` : url.protocol !== 'https:') return false;
  const hostname = url.hostname.toLowerCase();
  const sameHost = wildcard ? hostname.endsWith(`.${name.toLowerCase()}`) : hostname === name.toLowerCase();
  const urlPort = url.port || (url.protocol === 'https:' ? '443' : '80');
  return sameHost && (port === undefined ? url.port === '' : port === '*' || port === urlPort);
}

/**
 * Whether a page of this site may fetch `url` under its policy's connect-src (the download page, for one):
 * a path of the site always; a full URL when a source allows it, `selfOrigins` being the page's own origins.
 */
export function canPageFetch(url: string, selfOrigins: readonly string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (!URL.canParse(url)) return false;
  const sources = contentSecurityPolicy([])['connect-src'] ?? [];
  return sources.some((source) => matchesSource(new URL(url), source, selfOrigins));
}

/**
 * Security headers on every answer (pages, API, images, assets, errors), set once at the root. The inline
 * script hashes come from the built index.html at start, so they always match the page being served.
 */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hashes = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(hashes) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
