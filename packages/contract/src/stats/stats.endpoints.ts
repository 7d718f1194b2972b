import { withSchemas } from '../endpoint.ts';
import { statsRoutes } from './stats.routes.ts';
import { ZRecordPlayBody, ZRecordWatchBody } from './stats.schemas.ts';

/** The stats routes with their schema values, as the server validates them. */
export const statsEndpoints = {
  siteStats: statsRoutes.siteStats,
  recordPlay: withSchemas(statsRoutes.recordPlay, { body: ZRecordPlayBody }),
  recordWatch: withSchemas(statsRoutes.recordWatch, { body: ZRecordWatchBody }),
};
