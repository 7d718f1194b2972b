import { endpoint } from '../declare-endpoint.ts';
import { ZOk } from '../shared-answers.ts';
import {
  ZCreateProfileBody,
  ZDeleteProfileBody,
  ZProfile,
  ZProfileParams,
  ZProfilesAnswer,
  ZSelectProfileBody,
  ZUpdateProfileBody,
} from './profiles.schemas.ts';

/**
 * The profiles of the signed-in account. Sync, `/api/users/me/*` and catalogue calls act on the profile the
 * session selected; another account's profile is a 404.
 */
export const profileEndpoints = {
  profiles: endpoint({ method: 'GET', path: '/api/users/me/profiles', response: ZProfilesAnswer }),
  createProfile: endpoint({
    method: 'POST',
    path: '/api/users/me/profiles',
    body: ZCreateProfileBody,
    response: ZProfile,
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/users/me/profiles/:id',
    params: ZProfileParams,
    body: ZUpdateProfileBody,
    response: ZProfile,
  }),
  /** Deletes a profile with its bookmarks, history and settings (after its PIN when it has one). */
  deleteProfile: endpoint({
    method: 'DELETE',
    path: '/api/users/me/profiles/:id',
    params: ZProfileParams,
    body: ZDeleteProfileBody,
    response: ZOk,
  }),
  /** Makes the profile the session's active one. */
  selectProfile: endpoint({
    method: 'POST',
    path: '/api/users/me/profiles/:id/select',
    params: ZProfileParams,
    body: ZSelectProfileBody,
    response: ZProfilesAnswer,
  }),
};
