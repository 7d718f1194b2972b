import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, declared once. The server validates with the schemas; the web client builds the URL
 * from `path` (fastify-style `:param` segments) and takes its answer type from `TResponse`.
 */
export interface TEndpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse = unknown,
> {
  method: THttpMethod;
  path: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** Carries the answer's type only; never read at run time. */
  readonly response?: TResponse;
}

/** Declares an endpoint; the answer type is given as the type argument of `returns`. */
export function endpoint<
  TParams extends z.ZodType = z.ZodNever,
  TQuery extends z.ZodType = z.ZodNever,
  TBody extends z.ZodType = z.ZodNever,
>(definition: { method: THttpMethod; path: string; params?: TParams; query?: TQuery; body?: TBody }) {
  return {
    returns<TResponse>(): TEndpoint<TParams, TQuery, TBody, TResponse> {
      return definition;
    },
  };
}

export type TResponseOf<E> = E extends TEndpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? R : never;
export type TParamsOf<E> = E extends TEndpoint<infer P> ? z.input<P> : never;
export type TQueryOf<E> = E extends TEndpoint<z.ZodType, infer Q> ? z.input<Q> : never;
export type TBodyOf<E> = E extends TEndpoint<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;

/** Fills the `:param` segments of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
