import type { TStream } from '@marquee/domain';
import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type { ZFourKStreamsParams, ZFourKTokenSubmitBody } from './four-k.schemas.ts';

/**
 * Our token service: a 4K token is a JWT signed
 * with the server's premium key, sent in the Ui-Token header.
 */
export const UI_TOKEN_HEADER = 'Ui-Token';

export const fourKRoutes = {
  /** The 4K streams of a title for the Ui-Token header's token: none (still 200) when it is missing or invalid. */
  streams: route<typeof ZFourKStreamsParams>('GET', '/api/cosmic/:id').returns<{ streams: TStream[] }>(),
  /** Checks the token of the body (and of the Ui-Token header, when sent) and answers it back to store. */
  submit: route<z.ZodNever, z.ZodNever, typeof ZFourKTokenSubmitBody>(
    'POST',
    '/api/cosmic-token-submit',
  ).returns<{ token: string }>(),
  /** Whether this server offers 4K at all (it has a premium key); without one every token is invalid. */
  status: route('GET', '/api/cosmic-status').returns<{ enabled: boolean }>(),
};
