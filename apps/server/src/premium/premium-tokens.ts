import { isStorableToken } from '@marquee/domain';
import { jwtVerify, SignJWT } from 'jose';

// 4K tokens and media grants (DESIGN.md: the token service is ours). Both are JWTs signed with HS256 and the
// server's PREMIUM_KEY, told apart by their audience: a 4K token (minted by `npm run token`, handed out by the
// operator) proves its holder may watch in 4K; a media grant (minted for each search by a 4K token's holder)
// opens the 2160p demo files for a few hours, so the media URLs need no header and the token never sits in them.

const ISSUER = 'marquee';
const TOKEN_AUDIENCE = 'marquee:4k';
const GRANT_AUDIENCE = 'marquee:4k-media';
/** How long a media grant opens the 2160p files: a long film and its pauses. */
export const MEDIA_GRANT_LIFETIME_SECONDS = 6 * 60 * 60;
/** A token holder's name: what the operator calls them, shown nowhere but in the token. */
export const TOKEN_NAME_MAX_LENGTH = 100;

export interface TMintOptions {
  /** Whom the token is for (its subject). */
  name: string;
  /** Days until it expires; none: it lasts until PREMIUM_KEY changes. */
  days?: number | undefined;
  /** For tests: the time it is minted at (ms). */
  now?: number;
}

export class TokenMintError extends Error {}

export interface PremiumTokens {
  /** Whether there is a key: without one, 4K is locked and every token is invalid. */
  readonly enabled: boolean;
  /** Whose token it is, when it is a valid 4K token; undefined otherwise (never throws). */
  verify(token: string | undefined): Promise<string | undefined>;
  /** A new media grant. */
  grantMedia(): Promise<string>;
  /** Whether a media grant is one of ours and still open (never throws). */
  verifyGrant(grant: string): Promise<boolean>;
}

const keyOf = (premiumKey: string) => new TextEncoder().encode(premiumKey);

/** Mints a 4K token for `name`, signed with `premiumKey`. */
export async function mintToken(premiumKey: string, options: TMintOptions): Promise<string> {
  const name = options.name.trim();
  if (!name || name.length > TOKEN_NAME_MAX_LENGTH || /\p{Cc}/u.test(name)) {
    throw new TokenMintError(`The name must be 1 to ${TOKEN_NAME_MAX_LENGTH} characters of plain text`);
  }
  if (options.days !== undefined && !(Number.isInteger(options.days) && options.days >= 1)) {
    throw new TokenMintError('--days must be a whole number of days, at least 1');
  }
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(name)
    .setIssuedAt(issuedAt);
  if (options.days !== undefined) jwt.setExpirationTime(issuedAt + options.days * 24 * 60 * 60);
  return jwt.sign(keyOf(premiumKey));
}

/** The token service's keys: PREMIUM_KEY, or none (4K locked). */
export function createPremiumTokens(premiumKey: string | undefined): PremiumTokens {
  if (!premiumKey) {
    return {
      enabled: false,
      verify: async () => undefined,
      grantMedia: async () => {
        throw new Error('4K is locked: there is no PREMIUM_KEY');
      },
      verifyGrant: async () => false,
    };
  }
  const key = keyOf(premiumKey);
  const check = async (jwt: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(jwt, key, { algorithms: ['HS256'], issuer: ISSUER, audience });
      return payload;
    } catch {
      return undefined;
    }
  };
  return {
    enabled: true,
    async verify(token) {
      // §5's rule first: what could never be a token is not even parsed.
      if (!isStorableToken(token)) return undefined;
      const payload = await check(token, TOKEN_AUDIENCE);
      return payload?.sub || undefined;
    },
    grantMedia: () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(GRANT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${MEDIA_GRANT_LIFETIME_SECONDS}s`)
        .sign(key),
    async verifyGrant(grant) {
      return (await check(grant, GRANT_AUDIENCE)) !== undefined;
    },
  };
}
