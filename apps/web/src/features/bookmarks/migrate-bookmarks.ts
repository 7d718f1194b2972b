import { MIGRATION_TOAST_MS, bookmarkKey, convertLegacyBookmarks, type TBookmark } from '@marquee/domain';
import { localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { showToast, type TToastOptions } from '../../lib/toast.ts';
import { eraseBookmarks, readBookmarksText, writeBookmarks } from './bookmarks-store.ts';
import { parseBookmarks } from './parse-bookmarks.ts';

/** The store of the old site. */
export const LEGACY_BOOKMARKS_KEY = 'media-bookmarks';
export const MIGRATION_MESSAGE = 'Moving your bookmarks to the new format…';
export const BAD_BOOKMARKS_MESSAGE = 'Cleared Bad Bookmark Data';
export const MIGRATION_FAILED_MESSAGE = 'Error';

export interface TMigrationEnvironment {
  data: TLocalData;
  now: number;
  toast: (message: string, options?: TToastOptions) => void;
}

/** The legacy store as bookmarks (items without an id dropped); undefined when there is none or it is not JSON. */
export function parseLegacyBookmarks(raw: string | null, now: number): TBookmark[] | undefined {
  if (raw === null) return undefined;
  try {
    return convertLegacyBookmarks(JSON.parse(raw), now);
  } catch {
    return undefined;
  }
}

/** Legacy entries the new list does not already hold (a removal made in the new format stays removed). */
function withLegacy(entries: TBookmark[], legacy: TBookmark[]): TBookmark[] {
  const known = new Set(entries.map(bookmarkKey));
  return [...entries, ...legacy.filter((entry) => !known.has(bookmarkKey(entry)))];
}

/**
 * The migration on first load, run once before anything reads bookmarks: stored bookmarks that are not
 * a list are deleted ('Cleared Bad Bookmark Data'); a legacy store is converted (items without an id dropped),
 * saved and deleted, with a loading toast for 10 s. Any failure toasts 'Error'.
 */
export function migrateBookmarks(env: TMigrationEnvironment = defaultEnvironment()): void {
  const { data, now, toast } = env;
  try {
    const stored = readBookmarksText(data);
    let entries = parseBookmarks(stored);
    if (stored !== null && !stored.startsWith('[')) {
      eraseBookmarks(data);
      entries = [];
      toast(BAD_BOOKMARKS_MESSAGE);
    }
    const legacyText = data.readItem(LEGACY_BOOKMARKS_KEY);
    if (legacyText === null) return;
    const legacy = parseLegacyBookmarks(legacyText, now);
    if (!legacy) {
      // Unreadable old data cannot be moved; drop it so the failure is not repeated on every visit.
      data.removeItem(LEGACY_BOOKMARKS_KEY);
      throw new Error('The legacy bookmarks are not JSON');
    }
    writeBookmarks(data, withLegacy(entries, legacy), now);
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
