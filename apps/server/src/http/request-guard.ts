import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, HttpError } from '../shared/errors.ts';
import { hasSessionCookie } from '../accounts/session-cookie.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin this request was addressed to, as a browser on the same site would send it in `Origin`. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export interface TGuardOptions {
  /**
   * Content types besides JSON this scope takes as a body (files). None may be one a cross-site form can send
   * (text/plain, multipart/form-data, application/x-www-form-urlencoded): the others need CORS, as JSON does.
   */
  fileTypes?: readonly string[];
}

/**
 * Cross-site request forgery guard for a feature scope: a state-changing request must send a JSON body
 * (a cross-site form cannot, and a cross-site script cannot without CORS, which we do not grant) and, when it
 * names an `Origin`, one we serve. A request signed in by cookie must name its Origin: browsers always do.
 */
export function guardStateChanges(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  options: TGuardOptions = {},
): void {
  const bodyTypes = ['application/json', ...(options.fileTypes ?? [])];
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!bodyTypes.includes(type)) {
      throw new HttpError(415, 'This request needs a JSON body (Content-Type: application/json)');
    }
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (hasSessionCookie(request) && !request.headers.authorization) {
        throw new ForbiddenError('This request must say where it comes from (Origin header)');
      }
      return;
    }
    if (origin !== ownOrigin(request) && !allowedOrigins.includes(origin)) {
      throw new ForbiddenError('Requests from this origin are not allowed');
    }
  });
}
