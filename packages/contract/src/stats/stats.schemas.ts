import { VIEWER_ID_PATTERN, WEEKDAYS, type TSiteStats } from '@marquee/domain';
import { z } from 'zod';
import { INT4_MAX } from '../catalogue/catalogue-fields.ts';

/** The most watch time one heartbeat may report: the player reports every 30 s, with slack for slow timers. */
export const WATCH_BEAT_MAX_SECONDS = 60;

const ZRandomId = (name: string) =>
  z.string().regex(VIEWER_ID_PATTERN, `must be ${name} (a random UUID in lower case)`);

/** A play token: its expiry (base 36 milliseconds) and the server's signature (base64url). */
export const PLAY_TOKEN_PATTERN = /^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}$/;

/**
 * A play starting: which title, the viewer number of the browser (ours; for the stats page), and the
 * play token the source search of that title gave this viewer (the `found` event's `playToken`).
 */
export const ZRecordPlayBody = z.strictObject({
  mediaType: z.enum(['movie', 'tv']),
  titleId: z.number().int().min(1).max(INT4_MAX),
  viewer: ZRandomId('a viewer number'),
  token: z
    .string({ error: 'must be the play token the source search gave (search for sources again)' })
    .regex(PLAY_TOKEN_PATTERN, 'must be the play token the source search gave (search for sources again)'),
});

/** Watch time of a play since its last report, in whole seconds. */
export const ZRecordWatchBody = z.strictObject({
  playId: ZRandomId('a play id'),
  seconds: z.number().int().min(1).max(WATCH_BEAT_MAX_SECONDS),
});

/** The stats page's figures. */
export const ZSiteStats = z.object({
  launchDate: z.string(),
  daysSinceLaunch: z.number(),
  titlesPlayed: z.number(),
  dailyAverage: z.number(),
  totalWatchTime: z.number(),
  activeUsers: z.object({ today: z.number(), week: z.number(), month: z.number() }),
  accounts: z.number(),
  topTitles: z.array(
    z.object({ mediaType: z.enum(['movie', 'tv']), id: z.number(), title: z.string(), watches: z.number() }),
  ),
  watchesByDay: z.array(z.object({ day: z.enum(WEEKDAYS), count: z.number() })),
  serverLoad: z.number(),
  generatedAt: z.string(),
}) satisfies z.ZodType<TSiteStats>;
