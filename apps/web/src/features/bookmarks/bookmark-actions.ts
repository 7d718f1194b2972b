import { bookmarkCategoryLabel, type TBookmarkTarget } from '@marquee/domain';
import { analytics } from '../../lib/analytics.ts';
import { LocalDataError } from '../../lib/storage/local-data.ts';
import { showToast } from '../../lib/toast.ts';
import { bookmarksStore } from './bookmarks-store.ts';

// What a click on a bookmark control does: change the store, tell the user, record the event.

function reportFailure(error: unknown): void {
  // Storage refused (disabled, full): the storage message, where the user clicked.
  if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
  else throw error;
}

/** Adds the title to the category; a toast only when it was not there yet. */
export function addToCategory(target: TBookmarkTarget, category: string, label: string): void {
  try {
    const { isNew } = bookmarksStore.add(target, category);
    analytics.track('bookmarks-added', { category });
    if (isNew) showToast(`Added ${label} to ${bookmarkCategoryLabel(category)}`, { kind: 'success' });
  } catch (error) {
    reportFailure(error);
  }
}

/** Removes the title from the category. */
export function removeFromCategory(target: TBookmarkTarget, category: string): void {
  try {
    const { isRemoved } = bookmarksStore.remove(target, category);
    if (isRemoved) analytics.track('bookmarks-removed', { category });
  } catch (error) {
    reportFailure(error);
  }
}

/** Adds the title to the category, or removes it when it is there. */
export function toggleCategory(
  target: TBookmarkTarget,
  category: string,
  label: string,
  isInCategory: boolean,
): void {
  if (isInCategory) removeFromCategory(target, category);
  else addToCategory(target, category, label);
}
