import type { TEndpoint, TResponseOf } from '@marquee/contract';
import { NO_RATING_LIMIT, ratingLimitKey, type TRatingLimit } from '@marquee/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeSchema, routeUrl, type TRouteInput } from '../../http/define-route.ts';
import type { TTmdbResource } from '../tmdb/cache-policy.ts';
import type { CatalogueAnswers } from './catalogue-answers.ts';
import { sendAnswer, type TAnswerCaching } from './send-answer.ts';

/** Each limit's cache key, worked out once per limit object (the presets are shared objects). */
const limitKeys = new WeakMap<TRatingLimit, string>();
function limitKeyOf(limit: TRatingLimit): string {
  let key = limitKeys.get(limit);
  if (key === undefined) {
    key = ratingLimitKey(limit);
    limitKeys.set(limit, key);
  }
  return key;
}

/** The rating limit a request is answered under (a promise when it must be looked up). */
export type TLimitOf = (request: FastifyRequest) => TRatingLimit | Promise<TRatingLimit>;

/**
 * Returns `route(endpoint, resource, load)`, which registers one catalogue route answered from the answer
 * cache: a cached answer goes out from the route's first hook, before any parsing or validation; otherwise
 * the contract's schemas validate the request and `load` builds the answer, once for concurrent requests,
 * written through the route's response schema once, when it is built, not per request. Answers are kept
 * per rating limit (`limitOf`), so a limited profile's answers are as fast as anyone's; `isSessionBound` tells
 * the requests whose limit comes from their session, whose answers the browser must check again each time.
 */
export function answerRoutes(
  app: FastifyInstance,
  answers: CatalogueAnswers,
  limitOf: TLimitOf = () => NO_RATING_LIMIT,
  isSessionBound: (request: FastifyRequest) => boolean = () => false,
) {
  const limits = new WeakMap<FastifyRequest, TRatingLimit>();
  const cachingOf = (request: FastifyRequest, limit: TRatingLimit): TAnswerCaching =>
    isSessionBound(request) ? 'session' : limitKeyOf(limit) !== 'all' ? 'private' : 'shared';
  return <E extends TEndpoint>(
    endpoint: E,
    resource: TTmdbResource,
    load: (input: TRouteInput<E>, limit: TRatingLimit) => Promise<TResponseOf<E>>,
  ): void => {
    app.route({
      method: endpoint.method,
      url: routeUrl(app, endpoint),
      schema: routeSchema(endpoint),
      // The answer carries its own compressed forms.
      compress: false,
      onRequest(request, reply, done) {
        const serve = (limit: TRatingLimit) => {
          limits.set(request, limit);
          const answer = answers.peek(resource, request.url, limitKeyOf(limit));
          if (answer === undefined) {
            done();
            return;
          }
          sendAnswer(request, reply, answer, cachingOf(request, limit));
        };
        const limit = limitOf(request);
        if (limit instanceof Promise) limit.then(serve, done);
        else serve(limit);
      },
      async handler(request, reply) {
        const input = { params: request.params, query: request.query, body: request.body, request, reply };
        const limit = limits.get(request) ?? (await limitOf(request));
        const answer = await answers.load(resource, request.url, limitKeyOf(limit), async () =>
          z.encode(endpoint.response, await load(input as TRouteInput<E>, limit)),
        );
        return sendAnswer(request, reply, answer, cachingOf(request, limit));
      },
    });
  };
}
