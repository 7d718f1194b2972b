import type { TBookmark, TSettingsRecord, TWatchHistory } from '@marquee/domain';
import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type {
  ZSync4kTokenBody,
  ZSyncBookmarksBody,
  ZSyncSettingsBody,
  ZSyncWatchHistoryBody,
} from './sync.schemas.ts';

/**
 * Sync of a signed-in user's data: a device sends what it
 * has, the server merges it with what it keeps (per key, newest wins, removals kept as tombstones) and
 * answers with the merged state, which the device adopts.
 */
export const syncRoutes = {
  bookmarks: route('GET', '/api/users/me/bookmarks').returns<{ bookmarks: TBookmark[] }>(),
  syncBookmarks: route<z.ZodNever, z.ZodNever, typeof ZSyncBookmarksBody>(
    'POST',
    '/api/sync/bookmarks',
  ).returns<{
    bookmarks: TBookmark[];
    updatedAt: number;
  }>(),
  watchHistory: route('GET', '/api/users/me/watch-history').returns<{ items: TWatchHistory }>(),
  syncWatchHistory: route<z.ZodNever, z.ZodNever, typeof ZSyncWatchHistoryBody>(
    'POST',
    '/api/sync/watch-history',
  ).returns<{ items: TWatchHistory; updatedAt: number }>(),
  sync4kToken: route<z.ZodNever, z.ZodNever, typeof ZSync4kTokenBody>('POST', '/api/sync/4k_token').returns<{
    ok: true;
  }>(),
  settings: route('GET', '/api/users/me/settings').returns<TSettingsRecord>(),
  syncSettings: route<z.ZodNever, z.ZodNever, typeof ZSyncSettingsBody>(
    'POST',
    '/api/sync/settings',
  ).returns<TSettingsRecord>(),
};
