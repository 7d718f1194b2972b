import { CATALOGUE_PREFIX } from '@marquee/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

/** TMDB's own status codes for the errors the catalogue API can give. */
function tmdbStatusCode(httpStatus: number): number {
  if (httpStatus === 404) return 34;
  if (httpStatus === 401) return 7;
  if (httpStatus === 429) return 25;
  if (httpStatus >= 500) return 11;
  return 47;
}

/** Sends an error: TMDB-shaped under the catalogue API, `{ error }` everywhere else. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (request.url.startsWith(`${CATALOGUE_PREFIX}/`)) {
    return reply
      .status(status)
      .send({ success: false, status_code: tmdbStatusCode(status), status_message: message });
  }
  return reply.status(status).send({ error: message });
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

/** Every failure becomes a clear JSON answer; only unexpected ones are 500s, and those are logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 400, validationMessage(error));
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'upstream failure');
      return sendError(request, reply, error.statusCode, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large (the limit is 1 MB)'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Request body is not valid JSON'
            : error.message;
      return sendError(request, reply, status, message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, 500, 'Something went wrong on our side. Please try again.');
  });
}
