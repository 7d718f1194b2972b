import { MIGRATION_TOAST_MS, bookmarkKey, convertLegacyBookmarks, type TBookmark } from '@marquee/domain';
import { localData, type TLocalData } from '../../lib/local-data.ts';
import { showToast, type TToastOptions } from '../../lib/toast.ts';
import { BOOKMARKS_KEY } from './bookmarks-store.ts';
import { parseBookmarks } from './parse-bookmarks.ts';

/** The store of the old site (spec §3 "Legacy bookmark format"). */
export const LEGACY_BOOKMARKS_KEY = 'media-bookmarks';
export const MIGRATION_MESSAGE = 'Moving your bookmarks to the new format…';
export const BAD_BOOKMARKS_MESSAGE = 'Cleared Bad Bookmark Data';
export const MIGRATION_FAILED_MESSAGE = 'Error';

export interface TMigrationEnvironment {
  data: TLocalData;
  now: number;
  toast: (message: string, options?: TToastOptions) => void;
}

/** Legacy entries the new list does not already hold (a removal made in the new format stays removed). */
function withLegacy(entries: TBookmark[], legacy: TBookmark[]): TBookmark[] {
  const known = new Set(entries.map(bookmarkKey));
  return [...entries, ...legacy.filter((entry) => !known.has(bookmarkKey(entry)))];
}

/**
 * Spec §4 "Migration on first load", run once before anything reads bookmarks: stored bookmarks that are not
 * a list are deleted ('Cleared Bad Bookmark Data'); a legacy store is converted (items without an id dropped),
 * saved and deleted, with a loading toast for 10 s. Any failure toasts 'Error'.
 */
export function migrateBookmarks(env: TMigrationEnvironment = defaultEnvironment()): void {
  const { data, now, toast } = env;
  try {
    const stored = data.readItem(BOOKMARKS_KEY);
    let entries = parseBookmarks(stored);
    if (stored !== null && !stored.startsWith('[')) {
      data.removeItem(BOOKMARKS_KEY);
      entries = [];
      toast(BAD_BOOKMARKS_MESSAGE);
    }
    const legacyText = data.readItem(LEGACY_BOOKMARKS_KEY);
    if (legacyText === null) return;
    let legacy: unknown;
    try {
      legacy = JSON.parse(legacyText);
    } catch {
      // Unreadable old data cannot be moved; drop it so the failure is not repeated on every visit.
      data.removeItem(LEGACY_BOOKMARKS_KEY);
      throw new Error('The legacy bookmarks are not JSON');
    }
    data.writeItem(BOOKMARKS_KEY, JSON.stringify(withLegacy(entries, convertLegacyBookmarks(legacy, now))));
    data.setValue('lastBookmarkUpdateTime', now);
    data.removeItem(LEGACY_BOOKMARKS_KEY);
    toast(MIGRATION_MESSAGE, { kind: 'loading', duration: MIGRATION_TOAST_MS });
  } catch (error) {
    const description = error instanceof Error ? error.message : undefined;
    toast(MIGRATION_FAILED_MESSAGE, { kind: 'error', ...(description ? { description } : {}) });
  }
}

function defaultEnvironment(): TMigrationEnvironment {
  return { data: localData, now: Date.now(), toast: showToast };
}
