import { z } from 'zod';

/** Every error answer outside the catalogue API. */
export const ZApiError = z.object({ error: z.string() });
export type TApiError = z.infer<typeof ZApiError>;

/** Error answers under /api/tmdb/3/, shaped as TMDB's. */
export const ZTmdbError = z.object({
  success: z.literal(false),
  status_code: z.number(),
  status_message: z.string(),
});
