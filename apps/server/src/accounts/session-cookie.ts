import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A Secure cookie gets the `__Host-` prefix: https only, whole site, never set by a subdomain. */
const PLAIN_NAME = 'marquee_session';
const HOST_NAME = '__Host-marquee_session';

/**
 * Whether cookies set on this request get `Secure`: when it came over https, or whenever the site's public
 * origin is https (a proxy in front may speak plain http to us).
 */
export function isSecureCookie(request: FastifyRequest, httpsOrigin: boolean): boolean {
  return httpsOrigin || request.protocol === 'https';
}

/**
 * The session cookie's value, read from the Cookie header itself: any scope may ask (the cross-site guard
 * runs in scopes that set no cookies), whether or not it registered the cookie plugin.
 */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const cookies = fastifyCookie.parse(header);
  return cookies[HOST_NAME] || cookies[PLAIN_NAME] || undefined;
}

/** The session token the request carries: `Authorization: Bearer` first, else the cookie. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1];
  }
  return sessionCookieOf(request);
}

/** Whether the request is signed in by cookie (rather than by a bearer token or not at all). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return sessionCookieOf(request) !== undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number, secure: boolean) {
  reply.setCookie(secure ? HOST_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(secure ? HOST_NAME : PLAIN_NAME, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
