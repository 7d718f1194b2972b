import { describe, expect, it, vi } from 'vitest';
import { BadRequestError, NotFoundError, UpstreamError } from '../../shared/errors.ts';
import { TMDB_ERRORS, TmdbHttp, type TTmdbHttpOptions } from './tmdb-http.ts';

const TOKEN = 'tok-unit-3b7d';
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });

/** A client on a scripted fetch that answers each call with the next response (the last one repeats). */
function clientWith(
  answers: (() => Response | Promise<Response>)[],
  options: Partial<TTmdbHttpOptions> = {},
) {
  let call = 0;
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return answer();
  });
  const http = new TmdbHttp({
    apiUrl: 'https://tmdb.test/3',
    token: TOKEN,
    fetch: fetch as typeof globalThis.fetch,
    retryTiming: { baseMs: 1, capMs: 20 },
    ...options,
  });
  return { http, fetch };
}

describe('TmdbHttp', () => {
  it('GETs the path with the sorted query, the bearer token and a JSON accept header', async () => {
    const { http, fetch } = clientWith([() => json({ id: 1 })]);
    expect(await http.get('/movie/1', { language: 'en-US', append_to_response: 'credits' })).toEqual({
      id: 1,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://tmdb.test/3/movie/1?append_to_response=credits&language=en-US');
    expect(init?.headers).toEqual({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('retries a 429 up to 3 times, then gives up with a 503', async () => {
    const { http, fetch } = clientWith([() => json({}, 429, { 'retry-after': '0' })]);
    const error = await http.get('/movie/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ statusCode: 503, message: TMDB_ERRORS.busy });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('answers once a retried 429 succeeds, waiting what Retry-After asks within the cap', async () => {
    const { http, fetch } = clientWith([
      () => json({}, 429, { 'retry-after': '3600' }),
      () => json({ ok: 1 }),
    ]);
    const started = Date.now();
    expect(await http.get('/movie/1')).toEqual({ ok: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    {
      status: 404,
      body: { status_code: 34, status_message: 'Gone away.' },
      type: NotFoundError,
      ours: 404,
      message: 'Gone away.',
    },
    {
      status: 404,
      body: 'not json',
      type: NotFoundError,
      ours: 404,
      message: 'The resource you requested could not be found.',
    },
    {
      status: 422,
      body: { status_message: 'page must be less than or equal to 500' },
      type: BadRequestError,
      ours: 400,
      message: 'page must be',
    },
    { status: 400, body: '', type: BadRequestError, ours: 400, message: TMDB_ERRORS.refused },
    {
      status: 401,
      body: { status_code: 7 },
      type: UpstreamError,
      ours: 502,
      message: TMDB_ERRORS.credentials,
    },
    { status: 500, body: '', type: UpstreamError, ours: 502, message: TMDB_ERRORS.failed(500) },
    { status: 502, body: '', type: UpstreamError, ours: 502, message: TMDB_ERRORS.failed(502) },
    { status: 503, body: '', type: UpstreamError, ours: 503, message: TMDB_ERRORS.unavailable },
    { status: 403, body: '', type: UpstreamError, ours: 502, message: TMDB_ERRORS.unexpected(403) },
    { status: 200, body: 'nope', type: UpstreamError, ours: 502, message: TMDB_ERRORS.invalidJson },
    { status: 200, body: '[1,2]', type: UpstreamError, ours: 502, message: TMDB_ERRORS.badShape },
    { status: 200, body: 'null', type: UpstreamError, ours: 502, message: TMDB_ERRORS.badShape },
  ])('turns TMDB $status $body into our $ours', async ({ status, body, type, ours, message }) => {
    const { http, fetch } = clientWith([() => json(body, status)]);
    const error = await http.get('/movie/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toContain(message);
    expect(error).toMatchObject({ statusCode: ours });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on a call that does not answer in time with a 504', async () => {
    const hang = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const http = new TmdbHttp({ apiUrl: 'https://tmdb.test/3', token: TOKEN, fetch: hang, timeoutMs: 30 });
    await expect(http.get('/movie/1')).rejects.toMatchObject({
      statusCode: 504,
      message: TMDB_ERRORS.timeout,
    });
  });

  it('reports an unreachable TMDB with a 502 that names neither the token nor the URL', async () => {
    const { http } = clientWith([() => Promise.reject(new TypeError(`fetch failed for ${TOKEN}`))]);
    const error = (await http.get('/movie/1').catch((e: unknown) => e)) as UpstreamError;
    expect(error).toMatchObject({ statusCode: 502, message: TMDB_ERRORS.unreachable });
    expect(error.message).not.toContain(TOKEN);
    expect(error.cause).toBeUndefined();
  });

  it('stops waiting to retry when closed', async () => {
    const closing = new AbortController();
    const { http } = clientWith([() => json({}, 429, { 'retry-after': '5' })], {
      signal: closing.signal,
      retryTiming: { baseMs: 1, capMs: 10_000 },
    });
    const pending = http.get('/movie/1');
    setTimeout(() => closing.abort(), 20);
    const started = Date.now();
    await expect(pending).rejects.toMatchObject({ statusCode: 503, message: TMDB_ERRORS.cancelled });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
