// Lets a layer above a read-through cache know that what it got is a stale copy served during an outage, so
// it does not keep that copy as if it were fresh. Carried by the async context of the call.
import { AsyncLocalStorage } from 'node:async_hooks';

const tracked = new AsyncLocalStorage<{ stale: boolean }>();

/** Marks the answer being built in the current async context as holding a stale copy. */
export function noteStaleCopy(): void {
  const state = tracked.getStore();
  if (state) state.stale = true;
}

/** Runs `work` and tells whether anything it read was a stale copy. */
export async function trackStaleness<T>(work: () => Promise<T>): Promise<{ value: T; stale: boolean }> {
  const state = { stale: false };
  const value = await tracked.run(state, work);
  return { value, stale: state.stale };
}
