import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch, pickEncoding } from '../../http/conditional.ts';
import type { TAnswer } from './answer.ts';

/** Browsers may keep a catalogue answer for five minutes (trending moves with this site's own plays). */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';
/** An answer filtered for a rating limit is the visitor's own: never kept by a shared cache. */
export const LIMITED_CATALOGUE_CACHE_CONTROL = 'private, max-age=300, stale-while-revalidate=600';
/**
 * A signed-in request's answer depends on the profile its session has chosen, which no header shows (the
 * session cookie stays the same across a switch): the browser keeps it but asks again each time (the ETag
 * makes that a 304 when nothing changed).
 */
export const SESSION_CATALOGUE_CACHE_CONTROL = 'private, no-cache';

/** Who may keep an answer: any cache, only the browser, or the browser after asking again each time. */
export type TAnswerCaching = 'shared' | 'private' | 'session';
const CACHE_CONTROL: Record<TAnswerCaching, string> = {
  shared: CATALOGUE_CACHE_CONTROL,
  private: LIMITED_CATALOGUE_CACHE_CONTROL,
  session: SESSION_CATALOGUE_CACHE_CONTROL,
};
/**
 * The content filtering cookie (and the session whose profile sets a limit) choose the answer, so a browser
 * must not reuse one kept under other cookies: a filter switched on takes effect at once.
 */
export const CATALOGUE_VARY = 'accept-encoding, cookie';

/** Sends a finished answer as it is: 304 when the client holds it, else the form its Accept-Encoding takes. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: TAnswer,
  caching: TAnswerCaching = 'shared',
): FastifyReply {
  reply.headers({
    'cache-control': CACHE_CONTROL[caching],
    etag: answer.etag,
    vary: CATALOGUE_VARY,
  });
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : undefined;
  if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
  return reply.send(answer.body);
}
