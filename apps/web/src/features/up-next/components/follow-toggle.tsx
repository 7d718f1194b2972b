import { followedTitles, upgradeWatchHistory, type TTitleRef } from '@marquee/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { Check, Plus } from '../../../lib/icons.tsx';
import { LocalDataError } from '../../../lib/storage/local-data.ts';
import { showToast } from '../../../lib/toast.ts';
import { useBookmarks } from '../../bookmarks/use-bookmarks.ts';
import { watchHistoryStore } from '../../history/watch-history-store.ts';
import { followsStore } from '../follows-store.ts';
import { useFollows } from '../use-follows.ts';

const readRaw = () => watchHistoryStore.getRaw();

/** Follow or unfollow a title from its page: followed titles fill Up Next and the calendar. */
export function FollowToggle({ target, title }: { target: TTitleRef; title: string }) {
  const bookmarks = useBookmarks().entries;
  const follows = useFollows().entries;
  const raw = useSyncExternalStore(watchHistoryStore.subscribe, readRaw, () => null);
  const isFollowing = useMemo(
    () =>
      followedTitles(bookmarks, upgradeWatchHistory(raw), follows).some(
        (followed) => followed.mediaType === target.mediaType && followed.mediaId === target.mediaId,
      ),
    [bookmarks, raw, follows, target.mediaType, target.mediaId],
  );
  const toggle = () => {
    try {
      followsStore.setFollowing(target, !isFollowing);
      showToast(
        isFollowing ? `Stopped following ${title}` : `Following ${title}: its dates are in your calendar`,
      );
    } catch (error) {
      if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
      else throw error;
    }
  };
  return (
    <button
      type="button"
      aria-pressed={isFollowing}
      onClick={toggle}
      className="inline-flex h-10 items-center gap-2 rounded-full bg-zinc-200 px-4 text-sm font-semibold text-zinc-900 hover:bg-zinc-300 aria-pressed:bg-brand-700 aria-pressed:text-white dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700 dark:aria-pressed:bg-brand-700"
    >
      {isFollowing ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Plus className="h-4 w-4" aria-hidden="true" />
      )}
      {isFollowing ? 'Following' : 'Follow'}
    </button>
  );
}
