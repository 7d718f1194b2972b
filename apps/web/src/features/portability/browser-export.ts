import { EXPORT_FORMAT, EXPORT_VERSION, type TMarqueeExport } from '@marquee/domain';
import { settingsStore } from '../accounts/settings-store.ts';
import { bookmarksStore } from '../bookmarks/bookmarks-store.ts';
import { watchHistoryStore } from '../history/watch-history-store.ts';
import { followsStore } from '../up-next/follows-store.ts';

/** A visitor's export: this browser's data in the account export's format (no account, one profile). */
export function browserExport(now: Date): TMarqueeExport {
  const settings = settingsStore.record();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: null,
    profiles: [
      {
        name: 'This browser',
        avatar: 'initials',
        kind: 'standard',
        ratingLimit: null,
        bookmarks: [...bookmarksStore.getSnapshot().entries],
        history: watchHistoryStore.read(),
        settings: settings.updatedAt > 0 ? settings : null,
        follows: [...followsStore.getSnapshot().entries],
        ratings: [],
      },
    ],
    segments: [],
  };
}

/** Hands the browser a file to save, named `name`. */
export function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
