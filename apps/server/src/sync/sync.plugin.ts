import { syncEndpoints } from '@marquee/contract';
import { DEFAULT_SETTINGS } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../accounts/authenticate.ts';
import { setUpAccountScope } from '../accounts/account-scope.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import type { ActiveProfiles } from '../profiles/active-profile.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { defineRoute } from '../http/define-route.ts';
import type { SyncRepository } from './sync.repository.ts';

export interface TSyncPluginOptions {
  auth: Authenticator;
  sync: SyncRepository;
  profiles: ProfilesService;
  activeProfiles: ActiveProfiles;
  allowedOrigins: readonly string[];
}

/**
 * Sync of bookmarks, watch history, settings and the 4K token of the session's active profile:
 * every call needs a session with a profile chosen; the answer is the merged state, which the device adopts.
 */
export async function syncPlugin(app: FastifyInstance, options: TSyncPluginOptions): Promise<void> {
  const { auth, sync, profiles, activeProfiles } = options;
  await setUpAccountScope(app, options.allowedOrigins);

  await registerSignedInRoutes(app, auth, (scope) => {
    defineRoute(scope, syncEndpoints.bookmarks, async ({ request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      return { bookmarks: await sync.bookmarks(profileId) };
    });

    defineRoute(scope, syncEndpoints.syncBookmarks, async ({ body, request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      return { bookmarks: await sync.syncBookmarks(profileId, body.bookmarks), updatedAt: Date.now() };
    });

    defineRoute(scope, syncEndpoints.watchHistory, async ({ request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      return { items: await sync.watchHistory(profileId) };
    });

    defineRoute(scope, syncEndpoints.syncWatchHistory, async ({ body, request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      return {
        items: await sync.syncWatchHistory(profileId, body.items),
        updatedAt: Date.now(),
      };
    });

    defineRoute(scope, syncEndpoints.sync4kToken, async ({ body, request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      await profiles.set4kToken(profileId, body.token === '' ? null : body.token);
      return { ok: true as const };
    });

    defineRoute(scope, syncEndpoints.settings, async ({ request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      return (await sync.settings(profileId)) ?? { settings: { ...DEFAULT_SETTINGS }, updatedAt: 0 };
    });

    defineRoute(scope, syncEndpoints.syncSettings, async ({ body, request }) => {
      const profileId = profiles.requireActiveId(signedInOf(request));
      const settings = await sync.syncSettings(profileId, body);
      // The content filtering setting may have moved the profile's rating limit.
      activeProfiles.forgetProfiles();
      return settings;
    });
  });
}
