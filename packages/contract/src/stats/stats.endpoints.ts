import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';
import { ZRecordPlayBody, ZRecordWatchBody, ZSiteStats } from './stats.schemas.ts';

/** The stats page's figures, and the plays and watch time the player reports. */
export const statsEndpoints = {
  siteStats: endpoint({ method: 'GET', path: '/api/stats', response: ZSiteStats }),
  recordPlay: endpoint({
    method: 'POST',
    path: '/api/activity/play',
    body: ZRecordPlayBody,
    response: z.object({ playId: z.string() }),
  }),
  recordWatch: endpoint({
    method: 'POST',
    path: '/api/activity/watch',
    body: ZRecordWatchBody,
    response: z.object({ watchedSeconds: z.number() }),
  }),
};
