import { userRatingsEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { setUpAccountScope } from '../accounts/account-scope.ts';
import type { Authenticator } from '../accounts/authenticate.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import { defineRoute } from '../http/define-route.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { UserRatingsRepository } from './user-ratings.repository.ts';

export interface TUserRatingsPluginOptions {
  auth: Authenticator;
  profiles: ProfilesService;
  allowedOrigins: readonly string[];
  userRatings: UserRatingsRepository;
}

/** The active profile's user ratings, synced like bookmarks. */
export async function userRatingsPlugin(
  app: FastifyInstance,
  options: TUserRatingsPluginOptions,
): Promise<void> {
  const { auth, profiles, userRatings } = options;
  await setUpAccountScope(app, options.allowedOrigins);
  await registerSignedInRoutes(app, auth, (scope) => {
    defineRoute(scope, userRatingsEndpoints.userRatings, async ({ request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      return { ratings: await userRatings.userRatings(profileId) };
    });
    defineRoute(scope, userRatingsEndpoints.syncUserRatings, async ({ body, request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      return { ratings: await userRatings.syncUserRatings(profileId, body.ratings) };
    });
  });
}
