import { userRatingsRoutes } from '@marquee/contract/routes';
import type { TUserRating } from '@marquee/domain';
import { apiGet, apiSend } from '../../lib/api-client.ts';

// User ratings' server calls: the active profile's ratings, and their sync (the answer is the merged state).
export const userRatingsApi = {
  userRatings: () => apiGet(userRatingsRoutes.userRatings),
  syncUserRatings: (ratings: readonly TUserRating[]) =>
    apiSend(userRatingsRoutes.syncUserRatings, { ratings: [...ratings] }),
};
