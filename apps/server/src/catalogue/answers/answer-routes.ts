import type { TEndpoint, TResponseOf } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeSchema, routeUrl, type TRouteInput } from '../../http/define-route.ts';
import type { TTmdbResource } from '../tmdb/cache-policy.ts';
import type { CatalogueAnswers } from './catalogue-answers.ts';
import { sendAnswer } from './send-answer.ts';

/**
 * Returns `route(endpoint, resource, load)`, which registers one catalogue route answered from the answer
 * cache: a cached answer goes out from the route's first hook, before any parsing or validation; otherwise
 * the contract's schemas validate the request and `load` builds the answer, once for concurrent requests,
 * written through the route's response schema once, when it is built, not per request.
 */
export function answerRoutes(app: FastifyInstance, answers: CatalogueAnswers) {
  return <E extends TEndpoint>(
    endpoint: E,
    resource: TTmdbResource,
    load: (input: TRouteInput<E>) => Promise<TResponseOf<E>>,
  ): void => {
    app.route({
      method: endpoint.method,
      url: routeUrl(app, endpoint),
      schema: routeSchema(endpoint),
      // The answer carries its own compressed forms.
      compress: false,
      onRequest(request, reply, done) {
        const answer = answers.peek(resource, request.url);
        if (answer === undefined) {
          done();
          return;
        }
        sendAnswer(request, reply, answer);
      },
      async handler(request, reply) {
        const input = { params: request.params, query: request.query, body: request.body, request, reply };
        const answer = await answers.load(resource, request.url, async () =>
          z.encode(endpoint.response, await load(input as TRouteInput<E>)),
        );
        return sendAnswer(request, reply, answer);
      },
    });
  };
}
