import { loginIdentifier, type TSignupFields } from '@marquee/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { accountApi } from './account-api.ts';

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
