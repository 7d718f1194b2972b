import { isStorableToken } from '@marquee/domain';
import { jwtVerify, SignJWT } from 'jose';

// 4K tokens and media grants (the token service is ours). Both are JWTs signed with HS256 and the
// server's 4K key (PREMIUM_KEY, else one kept in the database: four-k-key.ts), told apart by their
// audience: a 4K token (minted by `npm run token`, handed out by the operator) proves its holder may watch in
// 4K; a media grant (minted for each search by a 4K token's holder) opens the 2160p demo files for a few hours,
// so the media URLs need no header and the token never sits in them.

const ISSUER = 'marquee';
const TOKEN_AUDIENCE = 'marquee:4k';
const GRANT_AUDIENCE = 'marquee:4k-media';
/** How long a media grant opens the 2160p files: a long film and its pauses. */
export const MEDIA_GRANT_LIFETIME_SECONDS = 6 * 60 * 60;
/** A token holder's name: what the operator calls them, shown nowhere but in the token. */
export const TOKEN_NAME_MAX_LENGTH = 100;
/** How long a token lasts when its minter says nothing. */
export const TOKEN_DEFAULT_DAYS = 365;
/** The longest a token may last. */
export const TOKEN_MAX_DAYS = 3650;

/** A 4K key: PREMIUM_KEY's text, or the random bytes kept in the database. */
export type TFourKKey = string | Uint8Array;

export interface TMintOptions {
  /** Whom the token is for (its subject). */
  name: string;
  /** Days until it expires (default TOKEN_DEFAULT_DAYS). */
  days?: number | undefined;
  /** For tests: the time it is minted at (ms). */
  now?: number;
}

export class TokenMintError extends Error {}

export interface FourKTokens {
  /** Whose token it is, when it is a valid 4K token; undefined otherwise (never throws). */
  verify(token: string | undefined): Promise<string | undefined>;
  /** A new media grant. */
  grantMedia(): Promise<string>;
  /** Whether a media grant is one of ours and still open (never throws). */
  verifyGrant(grant: string): Promise<boolean>;
}

const keyOf = (fourKKey: TFourKKey) =>
  typeof fourKKey === 'string' ? new TextEncoder().encode(fourKKey) : fourKKey;

/** The token's holder name (trimmed) and lifetime, or a TokenMintError saying what is wrong with them. */
export function checkMintOptions(options: TMintOptions): { name: string; days: number } {
  const name = options.name.trim();
  if (!name || name.length > TOKEN_NAME_MAX_LENGTH || /\p{Cc}/u.test(name)) {
    throw new TokenMintError(`The name must be 1 to ${TOKEN_NAME_MAX_LENGTH} characters of plain text`);
  }
  const days = options.days ?? TOKEN_DEFAULT_DAYS;
  if (!(Number.isInteger(days) && days >= 1 && days <= TOKEN_MAX_DAYS)) {
    throw new TokenMintError(`--days must be a whole number of days, 1 to ${TOKEN_MAX_DAYS}`);
  }
  return { name, days };
}

/** Mints a 4K token for `name`, signed with `fourKKey`, lasting `days` (default TOKEN_DEFAULT_DAYS). */
export async function mintToken(fourKKey: TFourKKey, options: TMintOptions): Promise<string> {
  const { name, days } = checkMintOptions(options);
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(name)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + days * 24 * 60 * 60)
    .sign(keyOf(fourKKey));
}

/** The token service, signing and checking with `fourKKey` (a key, or where to get it when first needed). */
export function createFourKTokens(fourKKey: TFourKKey | (() => Promise<TFourKKey>)): FourKTokens {
  const key = async () => keyOf(typeof fourKKey === 'function' ? await fourKKey() : fourKKey);
  const check = async (jwt: string, audience: string) => {
    // A key that cannot be read (the database down) is a failure of ours, not an invalid token.
    const secret = await key();
    try {
      const { payload } = await jwtVerify(jwt, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
      });
      return payload;
    } catch {
      return undefined;
    }
  };
  return {
    async verify(token) {
      // The format first: what could never be a token is not even parsed.
      if (!isStorableToken(token)) return undefined;
      const payload = await check(token, TOKEN_AUDIENCE);
      return payload?.sub || undefined;
    },
    grantMedia: async () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(GRANT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${MEDIA_GRANT_LIFETIME_SECONDS}s`)
        .sign(await key()),
    async verifyGrant(grant) {
      return (await check(grant, GRANT_AUDIENCE)) !== undefined;
    },
  };
}
