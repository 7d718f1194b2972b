import { CRYPTO_COINS, VIEWER_ID_PATTERN } from '@marquee/domain';
import { z } from 'zod';
import { INT4_MAX } from '../catalogue/catalogue-fields.ts';

/** The most watch time one heartbeat may report: the player reports every 30 s, with slack for slow timers. */
export const WATCH_BEAT_MAX_SECONDS = 60;

const ZRandomId = (name: string) =>
  z.string().regex(VIEWER_ID_PATTERN, `must be ${name} (a random UUID in lower case)`);

/** A play starting: which title, and the viewer number of the browser (spec-free; for the stats page). */
export const ZRecordPlayBody = z.strictObject({
  mediaType: z.enum(['movie', 'tv']),
  titleId: z.number().int().min(1).max(INT4_MAX),
  viewer: ZRandomId('a viewer number'),
});

/** Watch time of a play since its last report, in whole seconds. */
export const ZRecordWatchBody = z.strictObject({
  playId: ZRandomId('a play id'),
  seconds: z.number().int().min(1).max(WATCH_BEAT_MAX_SECONDS),
});

export const ZDonateQrParams = z.strictObject({
  coin: z.enum(CRYPTO_COINS, { error: `must be one of ${CRYPTO_COINS.join(', ')}` }),
});
