import {
  parseDismissedAnnouncements,
  recordAnnouncementDismissal,
  type TDismissedAnnouncement,
} from '@marquee/domain';
import { safeStorage } from '../../lib/storage/safe-storage.ts';
import { readStoredJson, writeStoredJson } from '../../lib/storage/stored-json.ts';

// `dismissedInfoModals`: which announcements were closed and when. The count of announcements shown
// in this browsing session lives in sessionStorage, so the limit of two holds across reloads of the tab.

export const DISMISSED_KEY = 'dismissedInfoModals';
export const SHOWN_KEY = 'shownInfoModals';
const session = safeStorage('session');

export function readDismissedAnnouncements(): TDismissedAnnouncement[] {
  return parseDismissedAnnouncements(readStoredJson(DISMISSED_KEY));
}

/** Records that the visitor closed announcement `id` at `now`. */
export function rememberAnnouncementDismissal(id: string, now: number): void {
  writeStoredJson(DISMISSED_KEY, recordAnnouncementDismissal(readDismissedAnnouncements(), id, now));
}

/** A stored count of announcements shown: a positive whole number, else 0. */
export function parseShownCount(raw: string | null): number {
  const count = Number(raw);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** How many announcements this session has shown. */
export function announcementsShownThisSession(): number {
  return parseShownCount(session.get(SHOWN_KEY));
}

export function countAnnouncementShown(): void {
  session.set(SHOWN_KEY, String(announcementsShownThisSession() + 1));
}
