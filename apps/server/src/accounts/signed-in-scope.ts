import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../shared/errors.ts';
import type { Authenticator } from './authenticate.ts';
import type { TSignedIn } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the request, set by the signed-in scope's first hook. */
    signedIn: TSignedIn | null;
  }
}

/**
 * Registers the routes that need a session in a scope whose first hook finds it: a request without one is
 * an 'Unauthorized' (401) before its body is read or validated, whatever the route.
 */
export async function registerSignedInRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('signedIn', null);
    scope.addHook('onRequest', async (request) => {
      request.signedIn = await auth.require(request);
    });
    routes(scope);
  });
}

/** The session of a request in the signed-in scope. */
export function signedInOf(request: FastifyRequest): TSignedIn {
  if (!request.signedIn) throw new UnauthorizedError();
  return request.signedIn;
}
