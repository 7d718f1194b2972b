import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Over https the cookie gets the `__Host-` prefix: Secure, whole site, never set by a subdomain. */
const PLAIN_NAME = 'marquee_session';
const HOST_NAME = '__Host-marquee_session';

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

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

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  const secure = isHttps(request);
  reply.setCookie(secure ? HOST_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = isHttps(request);
  reply.clearCookie(secure ? HOST_NAME : PLAIN_NAME, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
