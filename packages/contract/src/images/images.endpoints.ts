import { withSchemas } from '../endpoint.ts';
import { imageRoutes } from './images.routes.ts';
import { ZArtworkParams, ZResizeQuery } from './images.schemas.ts';

/** The image routes with their schema values, as the server validates them. */
export const imageEndpoints = {
  artwork: withSchemas(imageRoutes.artwork, { params: ZArtworkParams }),
  resize: withSchemas(imageRoutes.resize, { query: ZResizeQuery }),
};
