import { profileRoutes, type TProfile, type TProfilesAnswer } from '@marquee/contract/routes';
import type { TProfileAvatar, TProfileKind } from '@marquee/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../lib/api-client.ts';

// The signed-in account's profiles, on our own server.

export interface TProfileFields {
  name?: string;
  avatar?: TProfileAvatar;
  kind?: TProfileKind;
  /** A new PIN; null removes it. */
  pin?: string | null;
  /** The present PIN, which changing another profile's PIN needs. */
  currentPin?: string;
}

/** What entering a profile may ask for: its PIN, or the account password when leaving a kids profile. */
export interface TProfileProof {
  pin?: string;
  password?: string;
}

export const profilesApi = {
  list: (): Promise<TProfilesAnswer> => apiGet(profileRoutes.profiles),
  create: (fields: TProfileFields & { name: string }): Promise<TProfile> =>
    apiSend(profileRoutes.createProfile, { ...fields, pin: fields.pin ?? undefined }),
  update: (id: number, fields: TProfileFields): Promise<TProfile> =>
    apiSend(profileRoutes.updateProfile, fields, { params: { id } }),
  /** `pin`: the profile's PIN, which deleting a profile with one (not the session's own) needs. */
  remove: ({ id, pin }: { id: number; pin?: string }) =>
    apiSend(profileRoutes.deleteProfile, pin === undefined ? {} : { pin }, { params: { id } }),
  select: (id: number, proof: TProfileProof): Promise<TProfilesAnswer> =>
    apiSend(profileRoutes.selectProfile, proof, { params: { id } }),
};

/** Keys of the profiles' queries: ['profiles', 'list']; their mutations invalidate ['profiles']. */
export const profileKeys = { all: ['profiles'] as const };

export const profilesQuery = () =>
  queryOptions({ queryKey: [...profileKeys.all, 'list'] as const, queryFn: profilesApi.list });

/** What a refused switch asks for ('pin' or 'password'), and the tries left, when it says. */
export function unlockNeededOf(error: unknown): { needs?: 'pin' | 'password'; attemptsLeft?: number } {
  if (!(error instanceof ApiError) || error.status !== 403) return {};
  const body = error.body as { needs?: unknown; attemptsLeft?: unknown } | null;
  return {
    ...(body?.needs === 'pin' || body?.needs === 'password' ? { needs: body.needs } : {}),
    ...(typeof body?.attemptsLeft === 'number' ? { attemptsLeft: body.attemptsLeft } : {}),
  };
}

/** The readable message of a refused call. */
export function errorMessageOf(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { error?: unknown } | null) : null;
  return typeof body?.error === 'string' ? body.error : 'Something went wrong. Please try again.';
}

/** The message of a refused unlock, with the tries left when the server says. */
export function unlockErrorOf(error: unknown): string {
  const { attemptsLeft } = unlockNeededOf(error);
  const message = errorMessageOf(error);
  return attemptsLeft === undefined ? message : `${message}. ${attemptsLeft} tries left.`;
}

export const createProfileMutation = () =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'create'],
    mutationFn: profilesApi.create,
    onSettled: (_data, _error, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: profileKeys.all }),
  });

export const updateProfileMutation = () =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'update'],
    mutationFn: ({ id, fields }: { id: number; fields: TProfileFields }) => profilesApi.update(id, fields),
    onSettled: (_data, _error, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: profileKeys.all }),
  });

export const deleteProfileMutation = () =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'delete'],
    mutationFn: profilesApi.remove,
    onSettled: (_data, _error, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: profileKeys.all }),
  });
