import { endpoint } from '../declare-endpoint.ts';
import { ZSyncUserRatingsBody, ZUserRatingsAnswer } from './user-ratings.schemas.ts';

/**
 * User ratings: the active profile's own stars for titles (not the content certifications a rating limit
 * reads), synced like bookmarks: the device sends what it has, the answer is the merged state.
 */
export const userRatingsEndpoints = {
  userRatings: endpoint({ method: 'GET', path: '/api/users/me/user-ratings', response: ZUserRatingsAnswer }),
  syncUserRatings: endpoint({
    method: 'POST',
    path: '/api/sync/user-ratings',
    body: ZSyncUserRatingsBody,
    response: ZUserRatingsAnswer,
  }),
};
