import { createHash, randomBytes } from 'node:crypto';
import { publishedListsEndpoints } from '@marquee/contract';
import {
  bookmarkCategoryLabel,
  isPublishedListId,
  isRatingLimited,
  PUBLISHED_LIST_ID_BYTES,
  publishedListIdFrom,
  publishedListTitles,
  type TRatingLimit,
} from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { TLimitOf } from '../catalogue/answers/answer-routes.ts';
import { setUpAccountScope } from '../accounts/account-scope.ts';
import type { Authenticator } from '../accounts/authenticate.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import { clientAddress } from '../http/client-address.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { defineRoute } from '../http/define-route.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { consumeAllowance, createRateLimiter } from '../http/rate-limiter.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { NotFoundError, TooManyRequestsError } from '../shared/errors.ts';
import type { SyncRepository } from '../sync/sync.repository.ts';
import type { PublishedListsRepository } from './published-lists.repository.ts';

/** Lists are small and change seldom; a minute's worth of reads per address is far past what a person does. */
export const LIST_READS_PER_ADDRESS_MINUTE = 120;
/**
 * Any cache may keep a list, and must ask again before each use (a 304 by its ETag when nothing changed), so an
 * unpublished list is gone at the next look. A limited viewer's answer (titles left out) is theirs alone.
 */
export const LIST_CACHE_CONTROL = 'public, no-cache';
export const LIMITED_LIST_CACHE_CONTROL = 'private, no-cache';
export const LIST_NOT_FOUND = 'This list does not exist or is no longer shared.';

export interface TPublishedListsPluginOptions {
  auth: Authenticator;
  profiles: ProfilesService;
  allowedOrigins: readonly string[];
  lists: PublishedListsRepository;
  sync: SyncRepository;
  redis?: Redis | undefined;
  /** The viewer's rating limit (a kids profile's, or a visitor's content filtering). */
  ratingLimitOf: TLimitOf;
  /** Whether a title may be shown under a rating limit. */
  isTitleAllowed: (limit: TRatingLimit, kind: 'movie' | 'tv', id: number) => Promise<boolean>;
}

/** Bookmark categories published by link: read by anyone with the link, published and unpublished by the owner. */
export async function publishedListsPlugin(
  app: FastifyInstance,
  options: TPublishedListsPluginOptions,
): Promise<void> {
  const { auth, profiles, lists, sync } = options;
  const readsPerAddress = createRateLimiter(options.redis, 'list-reads', LIST_READS_PER_ADDRESS_MINUTE, 60);

  await app.register(async (open) => {
    installErrorHandler(open);
    defineRoute(open, publishedListsEndpoints.publishedList, async ({ params, request, reply }) => {
      const wait = await consumeAllowance(readsPerAddress, clientAddress(request));
      if (wait > 0) throw new TooManyRequestsError('Too many lists opened. Please wait a moment.', wait);
      const row = isPublishedListId(params.id) ? await lists.find(params.id) : undefined;
      if (!row) throw new NotFoundError(LIST_NOT_FOUND);
      const limit = await options.ratingLimitOf(request);
      let titles = publishedListTitles(await sync.bookmarks(row.profileId), row.category);
      if (isRatingLimited(limit)) {
        const allowed = await Promise.all(
          titles.map((title) => options.isTitleAllowed(limit, title.mediaType, title.mediaId)),
        );
        titles = titles.filter((_, index) => allowed[index]);
      }
      const answer = { id: row.id, name: bookmarkCategoryLabel(row.category), titles };
      const etag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', isRatingLimited(limit) ? LIMITED_LIST_CACHE_CONTROL : LIST_CACHE_CONTROL)
        .header('vary', 'Cookie, Authorization')
        .header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send() as never;
      return answer;
    });
  });

  await app.register(async (scope) => {
    await setUpAccountScope(scope, options.allowedOrigins);
    await registerSignedInRoutes(scope, auth, (signedIn) => {
      defineRoute(signedIn, publishedListsEndpoints.myPublishedLists, async ({ request }) => {
        const profileId = profiles.requireActiveId(signedInOf(request));
        return { lists: await lists.listsOf(profileId) };
      });
      defineRoute(signedIn, publishedListsEndpoints.publishList, async ({ body, request }) => {
        const profileId = profiles.requireActiveId(signedInOf(request));
        const id = publishedListIdFrom(randomBytes(PUBLISHED_LIST_ID_BYTES));
        return lists.publish(profileId, body.category, id);
      });
      defineRoute(signedIn, publishedListsEndpoints.unpublishList, async ({ params, request }) => {
        const profileId = profiles.requireActiveId(signedInOf(request));
        const isGone = isPublishedListId(params.id) && (await lists.unpublish(profileId, params.id));
        if (!isGone) throw new NotFoundError('This list is not published.');
        return { ok: true as const };
      });
    });
  });
}
