import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A page never waits longer than this for a list its head names images from; it is then sent without them. */
const LOOKUP_TIMEOUT_MS = 1000;

/**
 * The results of one of the server's own catalogue lists (a cached answer, the one the page then loads), asked
 * with the visitor's cookies so that their content filter applies as it will to the page's own call; undefined
 * when the list fails or takes too long.
 */
export async function lookUpList(
  app: FastifyInstance,
  url: string,
  request?: FastifyRequest,
): Promise<unknown[] | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), LOOKUP_TIMEOUT_MS);
  });
  const cookie = request?.headers.cookie;
  try {
    const res = await Promise.race([
      app.inject({ method: 'GET', url, ...(cookie && { headers: { cookie } }) }),
      timeout,
    ]);
    if (!res || res.statusCode !== 200) return undefined;
    const results = (res.json() as { results?: unknown } | null)?.results;
    return Array.isArray(results) ? results : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
