import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { installErrorHandler } from '../http/error-handler.ts';
import { guardStateChanges, type TGuardOptions } from '../http/request-guard.ts';

/**
 * What every scope that serves signed-in users sets up in itself: `{ error }` answers, cookie parsing,
 * the guard against cross-site state changes, and answers that no cache keeps.
 */
export async function setUpAccountScope(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  guard: TGuardOptions = {},
): Promise<void> {
  installErrorHandler(app);
  await app.register(fastifyCookie);
  guardStateChanges(app, allowedOrigins, guard);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
