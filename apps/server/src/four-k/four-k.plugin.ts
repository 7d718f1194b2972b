import { fourKEndpoints, UI_TOKEN_HEADER } from '@marquee/contract';
import { FOUR_K_MESSAGES } from '@marquee/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../http/define-route.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { BadRequestError, ForbiddenError } from '../shared/errors.ts';
import { demoStream } from '../sources/providers/demo-provider.ts';
import type { FourKTokens } from './four-k-tokens.ts';

export interface TFourKPluginOptions {
  tokens: FourKTokens;
}

export const HEADER_MISMATCH_MESSAGE = `The ${UI_TOKEN_HEADER} header and uiToken must be the same token`;

/** The Ui-Token header, when sent once. */
export function uiTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[UI_TOKEN_HEADER.toLowerCase()];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Our token service, in a scope of its own: the 4K streams a token
 * unlocks, the check of a submitted token, and whether 4K is offered at all. Answers depend on the token, so
 * no cache keeps them.
 */
export async function fourKPlugin(app: FastifyInstance, { tokens }: TFourKPluginOptions): Promise<void> {
  installErrorHandler(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // There is always a 4K key (PREMIUM_KEY, or the one kept in the database), so 4K is always offered.
  defineRoute(app, fourKEndpoints.status, async () => ({ enabled: true }));

  // The demo stream is the one we have in 4K, for every title; a missing or invalid token finds nothing.
  defineRoute(app, fourKEndpoints.streams, async ({ params, request }) => {
    if (!(await tokens.verify(uiTokenOf(request)))) return { streams: [] };
    return { streams: [{ ...demoStream(await tokens.grantMedia()), id: `4k-${params.id}` }] };
  });

  defineRoute(app, fourKEndpoints.submit, async ({ body, request }) => {
    const header = uiTokenOf(request);
    if (header !== undefined && header !== body.uiToken) throw new BadRequestError(HEADER_MISMATCH_MESSAGE);
    if (!(await tokens.verify(body.uiToken))) throw new ForbiddenError(FOUR_K_MESSAGES.submitInvalid);
    return { token: body.uiToken };
  });
}
