import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint as declared in its feature's `*.endpoints.ts` (see `endpoint` in declare-endpoint.ts):
 * method, path, the schemas of its params, query and body, and the schema of its answer.
 */
export interface TEndpoint {
  method: THttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * An endpoint as the web app sees it: method and path, with the declaration's schemas as types only, so the
 * web app bundles no zod. `routes.generated.ts` holds one for every declared endpoint.
 */
export interface TRoute<E extends TEndpoint = TEndpoint> {
  method: E['method'];
  path: string;
  /** Types only; never set at run time. */
  readonly types?: E;
}

/** The zod-free route of each endpoint of a feature's declarations. */
export type TRoutesOf<T extends Record<string, TEndpoint>> = { [K in keyof T]: TRoute<T[K]> };

/** The declaration behind an endpoint or its route. */
type TDeclarationOf<E> = E extends TEndpoint ? E : E extends TRoute<infer D> ? D : never;
type TSchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

export type TResponseOf<E> = z.output<TDeclarationOf<E>['response']>;
export type TParamsOf<E> = TSchemaInput<TDeclarationOf<E>['params']>;
export type TQueryOf<E> = TSchemaInput<TDeclarationOf<E>['query']>;
export type TBodyOf<E> = TSchemaInput<TDeclarationOf<E>['body']>;

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
export function endpointUrl<E extends TRoute | TEndpoint>(
  endpoint: E,
  input: { params?: TParamsOf<E>; query?: TQueryOf<E> } = {},
): string {
  const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  return path + queryString(input.query as Record<string, unknown> | undefined);
}
