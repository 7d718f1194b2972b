import type { TSiteStats } from '@marquee/domain';
import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type { ZRecordPlayBody, ZRecordWatchBody } from './stats.schemas.ts';

/**
 * The stats page: its figures, and the plays and watch time the
 * player reports.
 */
export const statsRoutes = {
  siteStats: route('GET', '/api/stats').returns<TSiteStats>(),
  recordPlay: route<z.ZodNever, z.ZodNever, typeof ZRecordPlayBody>('POST', '/api/activity/play').returns<{
    playId: string;
  }>(),
  recordWatch: route<z.ZodNever, z.ZodNever, typeof ZRecordWatchBody>('POST', '/api/activity/watch').returns<{
    watchedSeconds: number;
  }>(),
};
