import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../accounts/authenticate.ts';
import type { TDb } from '../db/client.ts';
import { clientAddress } from '../http/client-address.ts';
import { SigningKey } from '../shared/signing-key.ts';

/** How long a play token of a source search stays good: time to press play, not to stockpile tokens. */
export const PLAY_TOKEN_TTL_MS = 30 * 60 * 1000;
/** The row of app_meta holding the key play tokens are signed with. */
const KEY_ROW = 'play-token-key';

/** A play as a token vouches for it: the title, and who watches (see viewerOf). */
export interface TPlayClaim {
  mediaType: 'movie' | 'tv';
  titleId: number;
  viewer: string;
}

export type TPlayTokenCheck = { isValid: true; claim: TPlayClaim } | { isValid: false; isExpired: boolean };

const signedText = (claim: TPlayClaim, expires: number) =>
  ['play', claim.mediaType, claim.titleId, claim.viewer, expires].join('\n');

/**
 * Play tokens: the source search gives one with the streams it found, signed for that title and viewer and
 * good for PLAY_TOKEN_TTL_MS; a play is counted only with one (`expires.signature`, HMAC-SHA256).
 */
export class PlayTokens {
  private readonly key: SigningKey;

  constructor(
    db: TDb,
    private readonly auth: Authenticator,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new SigningKey(db, KEY_ROW);
  }

  /**
   * Who a play counts for: the signed-in account, else the browser's viewer number at its client address (so
   * one address cannot pass for many viewers by minting numbers, beyond its plays-a-minute allowance); none
   * without either.
   */
  async viewerOf(request: FastifyRequest, viewerNumber: string | undefined): Promise<string | undefined> {
    const signedIn = await this.auth.optional(request);
    if (signedIn) return `account:${signedIn.userId}`;
    return viewerNumber ? `visitor:${viewerNumber}@${clientAddress(request)}` : undefined;
  }

  async issue(claim: TPlayClaim): Promise<string> {
    const expires = this.now() + PLAY_TOKEN_TTL_MS;
    const signature = await this.key.sign(signedText(claim, expires));
    return `${expires.toString(36)}.${signature.toString('base64url')}`;
  }

  /** The token for the viewer behind a source search of a title; none when the search names no viewer. */
  async issueForSearch(
    request: FastifyRequest,
    search: { type: 'movie' | 'show'; tmdbId: string; viewer?: string | null | undefined },
  ): Promise<string | undefined> {
    const viewer = await this.viewerOf(request, search.viewer ?? undefined);
    if (viewer === undefined) return undefined;
    const mediaType = search.type === 'movie' ? 'movie' : 'tv';
    return this.issue({ mediaType, titleId: Number(search.tmdbId), viewer });
  }

  /** Whether `token` was given for this title to the viewer behind `request`, and is still good. */
  async check(
    request: FastifyRequest,
    play: { mediaType: 'movie' | 'tv'; titleId: number; viewer: string; token: string },
  ): Promise<TPlayTokenCheck> {
    const viewer = await this.viewerOf(request, play.viewer);
    const [expiresText = '', signature = ''] = play.token.split('.');
    const expires = parseInt(expiresText, 36);
    if (viewer === undefined || !Number.isSafeInteger(expires)) return { isValid: false, isExpired: false };
    const claim = { mediaType: play.mediaType, titleId: play.titleId, viewer };
    const isSigned = await this.key.verify(signedText(claim, expires), Buffer.from(signature, 'base64url'));
    if (!isSigned) return { isValid: false, isExpired: false };
    return expires > this.now() ? { isValid: true, claim } : { isValid: false, isExpired: true };
  }
}
