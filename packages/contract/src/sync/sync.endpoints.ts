import { endpoint } from '../declare-endpoint.ts';
import { ZOk } from '../shared-answers.ts';
import {
  ZBookmarksAnswer,
  ZSettingsRecord,
  ZSync4kTokenBody,
  ZSyncBookmarksAnswer,
  ZSyncBookmarksBody,
  ZSyncSettingsBody,
  ZSyncWatchHistoryAnswer,
  ZSyncWatchHistoryBody,
  ZWatchHistoryItems,
} from './sync.schemas.ts';

/**
 * Sync of a signed-in user's data: a device sends what it has, the server merges it with what it keeps (per
 * key, newest wins, removals kept as tombstones) and answers with the merged state, which the device adopts.
 */
export const syncEndpoints = {
  bookmarks: endpoint({ method: 'GET', path: '/api/users/me/bookmarks', response: ZBookmarksAnswer }),
  syncBookmarks: endpoint({
    method: 'POST',
    path: '/api/sync/bookmarks',
    body: ZSyncBookmarksBody,
    response: ZSyncBookmarksAnswer,
  }),
  watchHistory: endpoint({
    method: 'GET',
    path: '/api/users/me/watch-history',
    response: ZWatchHistoryItems,
  }),
  syncWatchHistory: endpoint({
    method: 'POST',
    path: '/api/sync/watch-history',
    body: ZSyncWatchHistoryBody,
    response: ZSyncWatchHistoryAnswer,
  }),
  sync4kToken: endpoint({
    method: 'POST',
    path: '/api/sync/4k_token',
    body: ZSync4kTokenBody,
    response: ZOk,
  }),
  settings: endpoint({ method: 'GET', path: '/api/users/me/settings', response: ZSettingsRecord }),
  syncSettings: endpoint({
    method: 'POST',
    path: '/api/sync/settings',
    body: ZSyncSettingsBody,
    response: ZSettingsRecord,
  }),
};
