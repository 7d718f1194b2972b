import { accountRoutes, syncRoutes, type TUser } from '@marquee/contract/routes';
import type { TBookmark, TSettings, TSettingsRecord, TWatchHistory } from '@marquee/domain';
import { ApiError, apiGet, apiSend } from '../../lib/api-client.ts';

// The account and sync calls of spec/accounts-and-services.md §7, to our own server (DESIGN.md).

export const accountApi = {
  signup: (fields: { username: string; email: string; password: string; passwordConfirm: string }) =>
    apiSend(accountRoutes.signup, fields),
  /** `email` when the identifier looks like one, else `username` (§5). */
  login: (identifier: { email: string } | { username: string }, password: string) =>
    apiSend(accountRoutes.login, { ...identifier, password }),
  logout: () => apiSend(accountRoutes.logout, {}),
  me: (): Promise<TUser> => apiGet(accountRoutes.me),
  updateName: (name: string) => apiSend(accountRoutes.updateName, { name }),
  sessions: () => apiGet(accountRoutes.sessions),
  endSession: (id: string) => apiSend(accountRoutes.endSession, {}, { params: { id } }),
  endOtherSessions: () => apiSend(accountRoutes.endOtherSessions, {}),
  syncBookmarks: (bookmarks: readonly TBookmark[], updatedAt: number | undefined) =>
    apiSend(syncRoutes.syncBookmarks, {
      bookmarks: [...bookmarks],
      ...(updatedAt ? { updatedAt } : {}),
    }),
  syncWatchHistory: (items: TWatchHistory, updatedAt: number | undefined) =>
    apiSend(syncRoutes.syncWatchHistory, { items, ...(updatedAt ? { updatedAt } : {}) }),
  sync4kToken: (token: string) => apiSend(syncRoutes.sync4kToken, { token }),
  settings: (): Promise<TSettingsRecord> => apiGet(syncRoutes.settings),
  syncSettings: (settings: Partial<TSettings>, updatedAt: number) =>
    apiSend(syncRoutes.syncSettings, { settings, updatedAt }),
};

/** Whether a failure means the session is gone (the user is logged out, spec §4). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
