import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';

const ZPing = z.object({ ok: z.boolean(), latencyMs: z.number() });

/** Whether this instance can work: its database (and Redis, when set), each asked with a deadline. */
export const ZHealth = z.object({
  ok: z.boolean(),
  /** 'degraded': Redis does not answer, and the instance works on its own memory. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  catalogue: z.enum(['local', 'tmdb']),
  database: z.object({
    engine: z.string(),
    ...ZPing.shape,
    /** The embedded database is running a statement: it works, and will answer when that ends. */
    busy: z.boolean().optional(),
  }),
  redis: ZPing.optional(),
});

export const healthEndpoints = {
  /** 200 when the database answers, 503 (`status: 'unavailable'`) when it does not. */
  health: endpoint({ method: 'GET', path: '/api/health', response: ZHealth }),
};
