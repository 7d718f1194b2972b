import { accountRoutes, syncRoutes, type TUser } from '@marquee/contract/routes';
import {
  loginIdentifier,
  type TBookmark,
  type TSettings,
  type TSettingsRecord,
  type TSignupFields,
  type TWatchHistory,
} from '@marquee/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../lib/api-client.ts';

// The account and sync calls, to our own server.

export const accountApi = {
  signup: (fields: { username: string; email: string; password: string; passwordConfirm: string }) =>
    apiSend(accountRoutes.signup, fields),
  /** `email` when the identifier looks like one, else `username`. */
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

/** Whether a failure means the session is gone (the user is then logged out). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Keys of the account's queries: ['account', 'list', {what}]; its mutations invalidate ['account']. */
export const accountKeys = { all: ['account'] as const };

/** The devices signed in to this account. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.all, 'list', { what: 'sessions' }] as const,
    queryFn: accountApi.sessions,
  });

/** Logs in with a username or an email (whichever the identifier looks like). */
export const loginMutation = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'login'],
    mutationFn: ({ identifier, password }: { identifier: string; password: string }) =>
      accountApi.login(loginIdentifier(identifier), password),
  });

/** Creates an account (the password is its own confirmation: the form asks for it once). */
export const signupMutation = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'signup'],
    mutationFn: (fields: TSignupFields) =>
      accountApi.signup({
        username: fields.username.trim(),
        email: fields.email.trim(),
        password: fields.password,
        passwordConfirm: fields.password,
      }),
  });

/** Renames the account; the stored user is replaced by the answer. */
export const updateNameMutation = () =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'name'], mutationFn: accountApi.updateName });

/** Signs out one other device, or (without an id) all of them; the device list is asked again either way. */
export const endSessionsMutation = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'sessions'],
    mutationFn: async (id: string | undefined): Promise<void> => {
      await (id === undefined ? accountApi.endOtherSessions() : accountApi.endSession(id));
    },
    onSettled: (_data, _error, _id, _result, { client }) => {
      void client.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

/** Ends this device's session on the server (a failure changes nothing: the device forgets the user anyway). */
export const logoutMutation = () =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'logout'], mutationFn: accountApi.logout });
