import {
  endpointUrl,
  type TBodyOf,
  type TRoute,
  type TParamsOf,
  type TQueryOf,
  type TResponseOf,
} from '@marquee/contract/routes';

/** A non-OK answer from our API; `message` is 'Error: {status text}', the text the site has always shown. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly body: unknown,
  ) {
    super(`Error: ${statusText}`);
  }

  /** The server's own readable message, when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { error?: unknown; status_message?: unknown } | null;
    const text = body?.error ?? body?.status_message;
    return typeof text === 'string' ? text : undefined;
  }
}

export interface TCallInput<E> {
  params?: TParamsOf<E>;
  query?: TQueryOf<E>;
  signal?: AbortSignal;
  /** Headers a route reads besides its params and body (the token service's Ui-Token). */
  headers?: Record<string, string>;
}

/** Calls a GET endpoint of our API, typed by the contract. A non-OK answer throws ApiError and is logged. */
export async function apiGet<E extends TRoute>(
  endpoint: E,
  input: TCallInput<E> = {},
): Promise<TResponseOf<E>> {
  const url = endpointUrl(endpoint, input);
  const response = await fetch(url, {
    headers: { ...input.headers, accept: 'application/json' },
    credentials: 'same-origin',
    ...(input.signal ? { signal: input.signal } : {}),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = new ApiError(response.status, response.statusText || String(response.status), body);
    console.error(error.message, url);
    throw error;
  }
  return (await response.json()) as TResponseOf<E>;
}

/**
 * Calls a state-changing endpoint of our API with a JSON body (the server refuses anything else), with the
 * session cookie. A non-OK answer throws ApiError carrying the server's `{ error }`.
 */
export async function apiSend<E extends TRoute>(
  endpoint: E,
  body: TBodyOf<E>,
  input: Omit<TCallInput<E>, 'query'> = {},
): Promise<TResponseOf<E>> {
  const url = endpointUrl(endpoint, input);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { ...input.headers, accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText || String(response.status), answer);
  }
  return answer as TResponseOf<E>;
}
