import { withSchemas } from '../endpoint.ts';
import { fourKRoutes } from './four-k.routes.ts';
import { ZFourKStreamsParams, ZFourKTokenSubmitBody } from './four-k.schemas.ts';

/** The token service's routes with their schema values, as the server validates them. */
export const fourKEndpoints = {
  streams: withSchemas(fourKRoutes.streams, { params: ZFourKStreamsParams }),
  submit: withSchemas(fourKRoutes.submit, { body: ZFourKTokenSubmitBody }),
  status: fourKRoutes.status,
};
