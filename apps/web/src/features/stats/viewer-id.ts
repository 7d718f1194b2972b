import { currentViewerId, type TViewerId } from '@marquee/domain';
import { safeStorage } from '../../lib/storage/safe-storage.ts';

/** The browser's viewer number for the stats page's active users (a random UUID, replaced every month). */
export const VIEWER_ID_KEY = 'viewer-id';

const storage = safeStorage('local');

/** The stored viewer number as it was written; undefined when there is none or it is not JSON. */
export function parseViewerId(raw: string | null): TViewerId | undefined {
  try {
    return (JSON.parse(raw ?? 'null') as TViewerId | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** This month's viewer number of the browser, made and kept on first use. */
export function currentViewerNumber(): string {
  const stored = parseViewerId(storage.get(VIEWER_ID_KEY));
  const current = currentViewerId(stored, new Date(), () => crypto.randomUUID());
  if (current !== stored) storage.set(VIEWER_ID_KEY, JSON.stringify(current));
  return current.id;
}
