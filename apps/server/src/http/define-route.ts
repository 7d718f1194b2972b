import type { TEndpoint, TResponseOf, TRoute } from '@marquee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type TInput<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface TRouteInput<E> {
  params: E extends TRoute<infer P> ? TInput<P> : never;
  query: E extends TRoute<z.ZodType, infer Q> ? TInput<Q> : never;
  body: E extends TRoute<z.ZodType, z.ZodType, infer B> ? TInput<B> : never;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The route's path inside `app`: a plugin registered with a prefix declares its contract routes in full. */
export function routeUrl(app: FastifyInstance, endpoint: TEndpoint): string {
  const { prefix } = app;
  return prefix && endpoint.path.startsWith(`${prefix}/`)
    ? endpoint.path.slice(prefix.length)
    : endpoint.path;
}

/** The contract's zod schemas as Fastify's route schema (params, querystring, body). */
export function routeSchema(endpoint: TEndpoint) {
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  };
}

/**
 * Registers the handler of one contract endpoint: Fastify validates params, query and body with the
 * contract's zod schemas (a failure is a 400), and the handler's answer is typed by the contract.
 */
export function defineRoute<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: TRouteInput<E>) => Promise<TResponseOf<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: routeUrl(app, endpoint),
    schema: routeSchema(endpoint),
    handler: async (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as TRouteInput<E>),
  });
}
