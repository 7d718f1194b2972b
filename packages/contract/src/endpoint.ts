import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route, declared once: method, path (fastify-style `:param` segments) and, as types only, the zod
 * schemas of its params, query and body and the type of its answer. It holds no zod value, so the web app
 * can import it without bundling zod; the server attaches the schema values with `withSchemas`.
 */
export interface TRoute<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse = unknown,
> {
  method: THttpMethod;
  path: string;
  /** Types only; never set at run time. */
  readonly types?: { params: TParams; query: TQuery; body: TBody; response: TResponse };
}

/** Declares a route; give the schema types as type arguments and the answer type to `returns`. */
export function route<
  TParams extends z.ZodType = z.ZodNever,
  TQuery extends z.ZodType = z.ZodNever,
  TBody extends z.ZodType = z.ZodNever,
>(method: THttpMethod, path: string) {
  return {
    returns<TResponse>(): TRoute<TParams, TQuery, TBody, TResponse> {
      return { method, path };
    },
  };
}

type TIsNever<T> = [T] extends [z.ZodNever] ? true : false;

/** The schema values a route needs: exactly the ones its types name. */
export type TSchemasOf<R> =
  R extends TRoute<infer P, infer Q, infer B>
    ? (TIsNever<P> extends true ? { params?: never } : { params: P }) &
        (TIsNever<Q> extends true ? { query?: never } : { query: Q }) &
        (TIsNever<B> extends true ? { body?: never } : { body: B })
    : never;

/** A route with its schema values, as the server validates it. */
export type TEndpoint<R extends TRoute = TRoute> = R & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
};

/** Attaches schema values to a route; the compiler checks they are the ones the route declared. */
export function withSchemas<R extends TRoute>(route: R, schemas: TSchemasOf<R>): TEndpoint<R> {
  return { ...route, ...schemas };
}

export type TResponseOf<R> = R extends TRoute<z.ZodType, z.ZodType, z.ZodType, infer A> ? A : never;
export type TParamsOf<R> = R extends TRoute<infer P> ? z.input<P> : never;
export type TQueryOf<R> = R extends TRoute<z.ZodType, infer Q> ? z.input<Q> : never;
export type TBodyOf<R> = R extends TRoute<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;

/** Fills the `:param` segments of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (`?a=1&b=2`, or '') of the fields that have a value, in the order given. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a route with its params and query filled in: the one way to write it, so that the web app's
 * calls and the server's hints for them (`pages.ts`) are the very same URLs.
 */
export function endpointUrl<E extends TRoute>(
  endpoint: E,
  input: { params?: TParamsOf<E>; query?: TQueryOf<E> } = {},
): string {
  const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  return path + queryString(input.query as Record<string, unknown> | undefined);
}
