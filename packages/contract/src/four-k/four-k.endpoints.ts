import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';
import { ZStream } from '../sources/sources.schemas.ts';
import { ZFourKStreamsParams, ZFourKTokenSubmitBody } from './four-k.schemas.ts';

/** Our token service: a 4K token is a JWT signed with the server's premium key, sent in the Ui-Token header. */
export const fourKEndpoints = {
  /** The 4K streams of a title for the Ui-Token header's token: none (still 200) when it is missing or invalid. */
  streams: endpoint({
    method: 'GET',
    path: '/api/cosmic/:id',
    params: ZFourKStreamsParams,
    response: z.object({ streams: z.array(ZStream) }),
  }),
  /** Checks the token of the body (and of the Ui-Token header, when sent) and answers it back to store. */
  submit: endpoint({
    method: 'POST',
    path: '/api/cosmic-token-submit',
    body: ZFourKTokenSubmitBody,
    response: z.object({ token: z.string() }),
  }),
  /** Whether this server offers 4K at all (it has a premium key); without one every token is invalid. */
  status: endpoint({
    method: 'GET',
    path: '/api/cosmic-status',
    response: z.object({ enabled: z.boolean() }),
  }),
};
