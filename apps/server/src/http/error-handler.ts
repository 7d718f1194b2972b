import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { printablePath, withoutMarkup } from './safe-text.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage } from '../db/database-errors.ts';
import { HttpError, TooManyRequestsError } from '../shared/errors.ts';
import { BusyError } from '../shared/work-slots.ts';

/** How a scope words its error answers: the JSON body for a status and a readable message. */
export type TErrorShape = (status: number, message: string) => object;

/** The shape of every error answer outside a plugin that chose its own: `{ error }`. */
export const apiErrorShape: TErrorShape = (_status, message) => ({ error: message });

export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large (the limit is 1 MB)';

/** The message of a 404 for a path no route answers (the path percent-encoded, so it reads as no markup). */
export function noSuchEndpoint(request: FastifyRequest): string {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return `No such endpoint: ${request.method} ${printablePath(pathname)}`;
}

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const parts = error.validation.map((v) => {
    const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const place = error.validationContext === 'querystring' ? 'query parameter' : error.validationContext;
    return where ? `${place} '${where}' ${v.message}` : `${place} ${v.message}`;
  });
  return `Invalid request: ${parts.join('; ')}`;
}

/** The status and safe message of any failure; only unexpected ones are 500s, and those are logged. */
function describeFailure(error: FastifyError, request: FastifyRequest): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, message: validationMessage(error) };
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.warn({ err: error }, 'upstream failure');
    return { status: error.statusCode, message: error.message };
  }
  const unavailable = databaseUnavailableMessage(error);
  if (unavailable) {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, message: unavailable };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? BODY_TOO_LARGE_MESSAGE
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body is not valid JSON'
          : error.message;
    return { status, message };
  }
  request.log.error({ err: error }, 'unexpected error');
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

/** Sends an error answer in the given shape, with no cache headers a success may have set. */
export function sendError(
  reply: FastifyReply,
  shape: TErrorShape,
  status: number,
  message: string,
  details?: Readonly<Record<string, number | string>>,
) {
  reply.removeHeader('cache-control');
  reply.removeHeader('etag');
  // Messages may quote a header or a field name the client sent: never let it read as markup.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ ...details, ...shape(status, withoutMarkup(message)) });
}

/**
 * Every failure in this scope (and the scopes inside it that set no handler of their own) becomes a JSON
 * answer in `shape`. A feature plugin with its own error wording calls this once in its own scope.
 */
export function installErrorHandler(app: FastifyInstance, shape: TErrorShape = apiErrorShape): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describeFailure(error, request);
    if (error instanceof TooManyRequestsError || error instanceof BusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return sendError(reply, shape, status, message, error instanceof HttpError ? error.details : undefined);
  });
}

/** Unknown paths under this scope's prefix get a JSON 404 in `shape`. Needs a plugin registered with a prefix. */
export function installNotFoundHandler(app: FastifyInstance, shape: TErrorShape = apiErrorShape): void {
  app.setNotFoundHandler((request, reply) => sendError(reply, shape, 404, noSuchEndpoint(request)));
}
