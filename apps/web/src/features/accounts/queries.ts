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
  recovery: () => apiGet(accountRoutes.recovery),
  requestPasswordReset: (email: string) => apiSend(accountRoutes.requestPasswordReset, { email }),
  resetPassword: (token: string, password: string) =>
    apiSend(accountRoutes.resetPassword, { token, password }),
  me: (): Promise<TUser> => apiGet(accountRoutes.me),
  updateName: (name: string) => apiSend(accountRoutes.updateName, { name }),
  sessions: () => apiGet(accountRoutes.sessions),
  endSession: (id: string) => apiSend(accountRoutes.endSession, {}, { params: { id } }),
  endOtherSessions: () => apiSend(accountRoutes.endOtherSessions, {}),
  deleteAccount: (password: string) => apiSend(accountRoutes.deleteAccount, { password }),
  syncBookmarks: (bookmarks: readonly TBookmark[], updatedAt: number | undefined) =>
    apiSend(syncRoutes.syncBookmarks, {
      bookmarks: [...bookmarks],
      ...(updatedAt ? { updatedAt } : {}),
    }),
  syncWatchHistory: (items: TWatchHistory, updatedAt: number | undefined) =>
    apiSend(syncRoutes.syncWatchHistory, { items, ...(updatedAt ? { updatedAt } : {}) }),
  bookmarks: () => apiGet(syncRoutes.bookmarks),
  watchHistory: () => apiGet(syncRoutes.watchHistory),
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

/** How a forgotten password is reset here: by an e-mailed link, or by the operator. */
export const recoveryQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.all, 'detail', { what: 'recovery' }] as const,
    queryFn: accountApi.recovery,
    staleTime: Infinity,
  });

/** Asks for a reset link by e-mail. */
export const passwordResetRequestMutation = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'reset-request'],
    mutationFn: accountApi.requestPasswordReset,
  });

/** Sets a new password with a reset link's token. */
export const passwordResetMutation = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'reset'],
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      accountApi.resetPassword(token, password),
  });

/** How many tries a failed login's answer says are left before the pause, if it says. */
export function attemptsLeftOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 401) return undefined;
  const left = (error.body as { attemptsLeft?: unknown } | null)?.attemptsLeft;
  return typeof left === 'number' ? left : undefined;
}

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

/** Deletes the account and everything of it, after its password; every device is signed out. */
export const deleteAccountMutation = () =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'delete'], mutationFn: accountApi.deleteAccount });
