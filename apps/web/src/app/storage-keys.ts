import {
  parseDismissedAds,
  parseDismissedAnnouncements,
  parseDismissedInfoBoxes,
  parsePlayerSettings,
  upgradeWatchHistory,
} from '@marquee/domain';
import { parseLockNumber } from '../features/accounts/login-lock.ts';
import { parseStoredSettings } from '../features/accounts/settings-store.ts';
import { parseReloadedFlag } from '../features/accounts/startup.ts';
import { parseStoredUser } from '../features/accounts/user-store.ts';
import { parseLegacyBookmarks } from '../features/bookmarks/migrate-bookmarks.ts';
import { parseBookmarks } from '../features/bookmarks/parse-bookmarks.ts';
import { parseFollows } from '../features/up-next/follows-store.ts';
import { parseUserRatings } from '../features/user-ratings/user-ratings-store.ts';
import { parseStoredToken, parseTokenFlag } from '../features/four-k/four-k-token.ts';
import { parseViewerId } from '../features/stats/viewer-id.ts';
import { parseShownCount } from '../features/announcements/announcement-storage.ts';
import { parseStoredCaptionOffsets } from '../features/player/caption-offsets.ts';
import { readStoredTheme } from '../features/theme/theme.ts';
import { parseWrapper } from '../lib/storage/local-data.ts';
import { memoryStorage } from '../lib/storage/safe-storage.ts';
import { parseStoredJson } from '../lib/storage/stored-json.ts';

export interface TStorageKey {
  area: 'local' | 'session';
  /** The one module (under src/) that reads and writes the key; every other module asks it. */
  owner: string;
  /** What the stored text holds. */
  format: string;
  /** Reads the stored text: anything unusable reads as what nothing stored reads as (`parse(null)`). */
  parse: (raw: string | null) => unknown;
  /** A key whose mere presence is the value: no stored text is a bad one. */
  isPresenceOnly?: true;
}

/**
 * Every key the app keeps in the browser's storage (their names and formats never change, or
 * stored data would be lost). lib/storage/ is the only code that touches the storage areas; a key is read and
 * written by its owner only (storage-keys.test.ts checks both). index.html's first script also reads `theme`,
 * before any module runs, to paint the right theme at once.
 */
export const STORAGE_KEYS: Record<string, TStorageKey> = {
  'local-lock': {
    area: 'local',
    owner: 'lib/storage/local-data.ts',
    format: 'JSON {valid: true, values: {lastBookmarkUpdateTime, lastWatchHistoryUpdateTime, ...}}',
    parse: parseWrapper,
  },
  'user-info': {
    area: 'local',
    owner: 'features/accounts/user-store.ts',
    format: 'JSON of the signed-in user, or {error} after a failed fetch',
    parse: parseStoredUser,
  },
  settings: {
    area: 'local',
    owner: 'features/accounts/settings-store.ts',
    format: 'JSON object of the chosen settings (or an older {settings, updatedAt})',
    parse: parseStoredSettings,
  },
  loginAttempts: {
    area: 'local',
    owner: 'features/accounts/login-lock.ts',
    format: 'failed logins in a row, a number',
    parse: parseLockNumber,
  },
  loginLockoutUntil: {
    area: 'local',
    owner: 'features/accounts/login-lock.ts',
    format: 'when the login lock ends, ms since 1970',
    parse: parseLockNumber,
  },
  bookmarks: {
    area: 'local',
    owner: 'features/bookmarks/bookmarks-store.ts',
    format: 'JSON array of bookmark entries, tombstones included',
    parse: parseBookmarks,
  },
  follows: {
    area: 'local',
    owner: 'features/up-next/follows-store.ts',
    format: 'JSON array of follows and Up Next dismissals, tombstones included',
    parse: parseFollows,
  },
  'user-ratings': {
    area: 'local',
    owner: 'features/user-ratings/user-ratings-store.ts',
    format: 'JSON array of user ratings (half stars, 1 to 10), cleared ones as tombstones',
    parse: parseUserRatings,
  },
  'media-bookmarks': {
    area: 'local',
    owner: 'features/bookmarks/migrate-bookmarks.ts',
    format: "the old site's bookmarks, JSON; moved to `bookmarks` and deleted at start-up",
    parse: (raw) => parseLegacyBookmarks(raw, 0),
  },
  'media-tracking': {
    area: 'local',
    owner: 'features/history/watch-history-store.ts',
    format: 'JSON watch history by media id (older shapes are upgraded when read)',
    parse: upgradeWatchHistory,
  },
  'ui-token': {
    area: 'local',
    owner: 'features/four-k/four-k-token.ts',
    format: 'the 4K token, a JWT',
    parse: parseStoredToken,
  },
  '4kToken': {
    area: 'local',
    owner: 'features/four-k/four-k-token.ts',
    format: "'true' once a token was submitted on this device",
    parse: parseTokenFlag,
  },
  '4kTokenSynced': {
    area: 'local',
    owner: 'features/four-k/four-k-token.ts',
    format: "'true' once the device's token reached the account",
    parse: parseTokenFlag,
  },
  theme: {
    area: 'local',
    owner: 'features/theme/theme.ts',
    format: "'dark' or 'light'; none follows the system",
    // Read where it is kept: the theme store reads it from the area it is given.
    parse: (raw) => readStoredTheme(memoryStorage(raw === null ? {} : { theme: raw })),
  },
  'player-settings': {
    area: 'local',
    owner: 'features/player/player-preferences.ts',
    format: 'JSON caption settings {visible, fontSizeScale, backgroundColor, textColor, delay}',
    parse: parsePlayerSettings,
  },
  'caption-offsets': {
    area: 'local',
    owner: 'features/player/caption-offsets.ts',
    format: 'JSON object from "title|source" to {offset (s), updatedAt (ms)}',
    parse: parseStoredCaptionOffsets,
  },
  dismissedInfoBoxes: {
    area: 'local',
    owner: 'features/info-boxes/info-box-storage.ts',
    format: 'JSON array of the closed info boxes’ ids',
    parse: (raw) => parseDismissedInfoBoxes(parseStoredJson(raw)),
  },
  dismissedInfoModals: {
    area: 'local',
    owner: 'features/announcements/announcement-storage.ts',
    format: 'JSON array of {id, dismissedAt} of the closed announcements',
    parse: (raw) => parseDismissedAnnouncements(parseStoredJson(raw)),
  },
  dismissedAds: {
    area: 'local',
    owner: 'features/ads/ad-storage.ts',
    format: 'JSON object from ad id to the day (YYYY-MM-DD) it was closed',
    parse: (raw) => parseDismissedAds(parseStoredJson(raw)),
  },
  'viewer-id': {
    area: 'local',
    owner: 'features/stats/viewer-id.ts',
    format: 'JSON {id, month}: the random viewer number of this month',
    parse: parseViewerId,
  },
  shownInfoModals: {
    area: 'session',
    owner: 'features/announcements/announcement-storage.ts',
    format: 'how many announcements this tab showed, a number',
    parse: parseShownCount,
  },
  'user-info-error-reloaded': {
    area: 'session',
    owner: 'features/accounts/startup.ts',
    format: "'true' while the page reloads after a stored user-info error",
    parse: parseReloadedFlag,
  },
  'marquee:route-module-reload': {
    area: 'session',
    owner: 'app/routing/load-route-module.ts',
    format: 'any value, while the page reloads after a page module failed to load',
    parse: (raw) => raw !== null,
    isPresenceOnly: true,
  },
};
