import { withSchemas } from '../endpoint.ts';
import { noticeRoutes } from './notices.routes.ts';
import { ZSiteImageParams } from './notices.schemas.ts';

/** The notice routes with their schema values, as the server validates them. */
export const noticeEndpoints = {
  announcements: noticeRoutes.announcements,
  infoBoxes: noticeRoutes.infoBoxes,
  ads: noticeRoutes.ads,
  siteImage: withSchemas(noticeRoutes.siteImage, { params: ZSiteImageParams }),
};
