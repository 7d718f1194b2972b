import { errorCodes, type FastifyInstance } from 'fastify';

/** The largest request body accepted (1 MB); a larger one is refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Refuses a declared body over the limit before routing decides anything else, so every path answers 413
 * (an unknown path or a content type nobody parses would otherwise answer 404 or 415 and leave the body
 * unread). Bodies without a declared length are counted by the body parser against the same limit.
 */
export function refuseLargeBodies(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const declared = request.headers['content-length'];
    // A route that takes files sets a larger limit of its own.
    const limit = Math.max(BODY_LIMIT_BYTES, request.routeOptions.bodyLimit ?? 0);
    if (declared !== undefined && Number(declared) > limit) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    done();
  });
}
