import { MIGRATION_TOAST_MS, upgradeWatchHistory } from '@marquee/domain';
import { LocalDataError, localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { showToast } from '../../lib/toast.ts';
import { readWatchHistoryText, writeWatchHistory } from './watch-history-store.ts';

/** The toast says the progress is being edited; the wording is ours. */
export const WATCH_DATA_UPGRADE_MESSAGE =
  'Your watch progress is being edited to fit the new version of the site.';

/**
 * The one-time watch-data upgrade: when lastWatchHistoryUpdateTime is unset, the stored history is
 * rewritten in today's shape (older fields stripped), a 10 s toast says so, then the time is set. Returns
 * whether a history was upgraded. A first visit with no history only sets the time (no toast to a newcomer).
 */
export function upgradeWatchData(
  data: TLocalData = localData,
  now = Date.now(),
  notify: (message: string) => void = (message) => showToast(message, { duration: MIGRATION_TOAST_MS }),
): boolean {
  try {
    if (data.readWrapper().values.lastWatchHistoryUpdateTime !== undefined) return false;
    const raw = readWatchHistoryText(data);
    const hasHistory = raw !== null && raw.trim() !== '';
    if (hasHistory) {
      notify(WATCH_DATA_UPGRADE_MESSAGE);
      writeWatchHistory(data, upgradeWatchHistory(raw), now);
    } else {
      data.setValue('lastWatchHistoryUpdateTime', now);
    }
    return hasHistory;
  } catch (error) {
    // Storage that cannot be used is reported where it is used; start-up goes on.
    if (error instanceof LocalDataError) return false;
    throw error;
  }
}
