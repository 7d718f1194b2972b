import type { TEndpoint, TResponseOf } from '@marquee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

type TInput<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface TRouteInput<E extends TEndpoint> {
  params: TInput<E['params']>;
  query: TInput<E['query']>;
  body: TInput<E['body']>;
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

/** Whether an endpoint answers JSON through its schema (not the bytes of `rawAnswer`). */
export function answersJson(endpoint: TEndpoint): boolean {
  return !('contentTypes' in endpoint.response);
}

/**
 * The contract's zod schemas as Fastify's route schema: params, querystring and body are validated, and a
 * JSON answer of a success status (or of `statuses`) is serialized through the response schema, which drops
 * any field it does not declare.
 */
export function routeSchema(endpoint: TEndpoint, statuses: readonly (number | '2xx')[] = ['2xx']) {
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(answersJson(endpoint)
      ? { response: Object.fromEntries(statuses.map((status) => [status, endpoint.response])) }
      : {}),
  };
}

/** A JSON answer as its endpoint's schema writes it: for answers serialized once and sent many times. */
export function serializeAnswer<E extends TEndpoint>(endpoint: E, value: TResponseOf<E>): string {
  return JSON.stringify(z.encode(endpoint.response, value));
}

export interface TRouteOptions {
  /** Route config read by the app's hooks (e.g. `shed: false`). */
  config?: RouteShorthandOptions['config'];
  /** Statuses besides success whose JSON answers also go through the response schema. */
  statuses?: readonly number[];
  /** A body limit of the route's own (a file upload), in bytes. */
  bodyLimit?: number;
}

/**
 * Registers the handler of one contract endpoint: Fastify validates params, query and body with the
 * contract's zod schemas (a failure is a 400), and the handler's answer is typed and serialized by the
 * contract's response schema.
 */
export function defineRoute<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: TRouteInput<E>) => Promise<TResponseOf<E>>,
  options: TRouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: routeUrl(app, endpoint),
    schema: routeSchema(endpoint, ['2xx', ...(options.statuses ?? [])]),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
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
