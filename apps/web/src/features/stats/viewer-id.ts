import { currentViewerId, type TViewerId } from '@marquee/domain';
import { safeStorage } from '../../lib/safe-storage.ts';

/** The browser's viewer number for the stats page's active users (a random UUID, replaced every month). */
export const VIEWER_ID_KEY = 'viewer-id';

const storage = safeStorage('local');

/** This month's viewer number of the browser, made and kept on first use. */
export function currentViewerNumber(): string {
  let stored: TViewerId | undefined;
  try {
    stored = JSON.parse(storage.get(VIEWER_ID_KEY) ?? 'null') ?? undefined;
  } catch {
    stored = undefined;
  }
  const current = currentViewerId(stored, new Date(), () => crypto.randomUUID());
  if (current !== stored) storage.set(VIEWER_ID_KEY, JSON.stringify(current));
  return current.id;
}
