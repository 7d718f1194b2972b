import { withSchemas } from '../endpoint.ts';
import { cosmicRoutes } from './four-k.routes.ts';
import { ZCosmicParams, ZCosmicTokenSubmitBody } from './four-k.schemas.ts';

/** The token service's routes with their schema values, as the server validates them. */
export const cosmicEndpoints = {
  streams: withSchemas(cosmicRoutes.streams, { params: ZCosmicParams }),
  submit: withSchemas(cosmicRoutes.submit, { body: ZCosmicTokenSubmitBody }),
  status: cosmicRoutes.status,
};
