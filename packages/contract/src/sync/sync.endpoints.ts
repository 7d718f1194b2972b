import { withSchemas } from '../endpoint.ts';
import { syncRoutes } from './sync.routes.ts';
import {
  ZSync4kTokenBody,
  ZSyncBookmarksBody,
  ZSyncSettingsBody,
  ZSyncWatchHistoryBody,
} from './sync.schemas.ts';

/** The sync routes with their schema values, as the server validates them. */
export const syncEndpoints = {
  bookmarks: syncRoutes.bookmarks,
  syncBookmarks: withSchemas(syncRoutes.syncBookmarks, { body: ZSyncBookmarksBody }),
  watchHistory: syncRoutes.watchHistory,
  syncWatchHistory: withSchemas(syncRoutes.syncWatchHistory, { body: ZSyncWatchHistoryBody }),
  sync4kToken: withSchemas(syncRoutes.sync4kToken, { body: ZSync4kTokenBody }),
  settings: syncRoutes.settings,
  syncSettings: withSchemas(syncRoutes.syncSettings, { body: ZSyncSettingsBody }),
};
