import { timedPing } from '../shared/timed-ping.ts';
import type { TPing } from './client.ts';

/**
 * A ping of a database that may be busy running a statement (the embedded one, whose one thread answers
 * nothing until its statement ends): busy is an answer, not an outage. It is asked again after a ping that
 * timed out, since the thread may have taken up a statement sent just before the ping (on a loaded host the
 * gap is wide enough), and the ping then waited behind it.
 */
export async function pingUnlessBusy(
  isBusy: (() => boolean) | undefined,
  ask: () => Promise<unknown>,
  timeoutMs: number,
): Promise<TPing> {
  if (isBusy?.()) return { ok: true, latencyMs: 0, busy: true };
  const answer = await timedPing(ask, timeoutMs);
  return !answer.ok && isBusy?.() ? { ...answer, ok: true, busy: true } : answer;
}
