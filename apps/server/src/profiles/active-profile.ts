import {
  effectiveRatingLimit,
  KIDS_RATING_LIMIT,
  NO_RATING_LIMIT,
  SETTING_CHOICES,
  type TRatingLimit,
  type TSettings,
} from '@marquee/domain';
import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../accounts/authenticate.ts';
import { sessionTokenOf } from '../accounts/session-cookie.ts';
import { hashSessionToken } from '../accounts/session-tokens.ts';
import { LruMap } from '../cache/lru-map.ts';
import type { ProfilesRepository } from './profiles.repository.ts';

/**
 * How long a session's limit is reused without asking the database. A change on this instance forgets it at
 * once; other instances see it within this.
 */
export const RATING_LIMIT_CACHE_MS = 5_000;
const CACHED_SESSIONS = 10_000;

interface TCachedLimit {
  limit: TRatingLimit;
  until: number;
}

const isContentFiltering = (value: string | null | undefined): value is TSettings['contentFiltering'] =>
  (SETTING_CHOICES.contentFiltering as readonly string[]).includes(value ?? '');

/**
 * The rating limit each request is answered under: its session's active profile's, cached per session for a
 * few seconds, so catalogue calls stay cheap.
 */
export class ActiveProfiles {
  private readonly cache = new LruMap<TCachedLimit>(CACHED_SESSIONS);

  constructor(
    private readonly auth: Authenticator,
    private readonly profiles: ProfilesRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The active profile's limit, cached per session for a few seconds; for a request without a valid session,
   * `visitorLimit` (the visitor's own setting), and the kids limit for a session where nobody has said who is
   * watching yet.
   */
  async ratingLimitOf(
    request: FastifyRequest,
    visitorLimit: (request: FastifyRequest) => TRatingLimit | Promise<TRatingLimit> = () => NO_RATING_LIMIT,
  ): Promise<TRatingLimit> {
    const token = sessionTokenOf(request);
    if (!token) return visitorLimit(request);
    const key = hashSessionToken(token);
    const cached = this.cache.get(key);
    if (cached && cached.until > this.now()) return cached.limit;
    const signedIn = await this.auth.optional(request);
    if (!signedIn) return visitorLimit(request);
    const profileId = signedIn.profileId ?? null;
    const limit = profileId === null ? KIDS_RATING_LIMIT : await this.limitOfProfile(profileId);
    this.cache.set(key, { limit, until: this.now() + RATING_LIMIT_CACHE_MS });
    return limit;
  }

  private async limitOfProfile(profileId: number): Promise<TRatingLimit> {
    const inputs = await this.profiles.limitInputs(profileId);
    if (!inputs) return KIDS_RATING_LIMIT;
    const filtering = isContentFiltering(inputs.contentFiltering) ? inputs.contentFiltering : undefined;
    return effectiveRatingLimit(inputs.ratingLimit, inputs.kind, filtering);
  }

  /** A session changed profile. */
  forgetSession(tokenHash: string): void {
    this.cache.delete(tokenHash);
  }

  /** A profile's kind, limit or settings changed, or it was deleted: rare, so every session asks again. */
  forgetProfiles(): void {
    this.cache.clear();
  }
}
