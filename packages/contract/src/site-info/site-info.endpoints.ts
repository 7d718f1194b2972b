import { siteInfoRoutes } from './site-info.routes.ts';

/** The site info's routes, as the server serves them (no input to validate). */
export const siteInfoEndpoints = {
  site: siteInfoRoutes.site,
};
