import { withSchemas } from '../endpoint.ts';
import { noticeRoutes } from './notices.routes.ts';
import { ZAdImageParams } from './notices.schemas.ts';

/** The notice routes with their schema values, as the server validates them. */
export const noticeEndpoints = {
  announcements: noticeRoutes.announcements,
  infoBoxes: noticeRoutes.infoBoxes,
  ads: noticeRoutes.ads,
  adImage: withSchemas(noticeRoutes.adImage, { params: ZAdImageParams }),
};
