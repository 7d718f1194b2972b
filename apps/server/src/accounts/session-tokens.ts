import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table keeps of a token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The id the account page shows for a session: random, unrelated to the token. */
export function newSessionPublicId(): string {
  return randomBytes(12).toString('base64url');
}

/** A token as the server hands them out (43 URL-safe characters); anything else is not looked up. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
