import { syncEndpoints } from '@marquee/contract';
import { DEFAULT_SETTINGS } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../accounts/authenticate.ts';
import { setUpAccountScope } from '../accounts/account-scope.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import { defineRoute } from '../http/define-route.ts';
import type { SyncRepository } from './sync.repository.ts';

export interface TSyncPluginOptions {
  auth: Authenticator;
  users: UsersRepository;
  sync: SyncRepository;
  allowedOrigins: readonly string[];
}

/**
 * Sync of bookmarks, watch history, settings and the 4K token for signed-in users:
 * every call needs a session; the answer is the merged state, which the device adopts.
 */
export async function syncPlugin(app: FastifyInstance, options: TSyncPluginOptions): Promise<void> {
  const { auth, users, sync } = options;
  await setUpAccountScope(app, options.allowedOrigins);

  await registerSignedInRoutes(app, auth, (scope) => {
    defineRoute(scope, syncEndpoints.bookmarks, async ({ request }) => {
      const { userId } = signedInOf(request);
      return { bookmarks: await sync.bookmarks(userId) };
    });

    defineRoute(scope, syncEndpoints.syncBookmarks, async ({ body, request }) => {
      const { userId } = signedInOf(request);
      return { bookmarks: await sync.syncBookmarks(userId, body.bookmarks), updatedAt: Date.now() };
    });

    defineRoute(scope, syncEndpoints.watchHistory, async ({ request }) => {
      const { userId } = signedInOf(request);
      return { items: await sync.watchHistory(userId) };
    });

    defineRoute(scope, syncEndpoints.syncWatchHistory, async ({ body, request }) => {
      const { userId } = signedInOf(request);
      return {
        items: await sync.syncWatchHistory(userId, body.items),
        updatedAt: Date.now(),
      };
    });

    defineRoute(scope, syncEndpoints.sync4kToken, async ({ body, request }) => {
      const { userId } = signedInOf(request);
      await users.set4kToken(userId, body.token === '' ? null : body.token);
      return { ok: true as const };
    });

    defineRoute(scope, syncEndpoints.settings, async ({ request }) => {
      const { userId } = signedInOf(request);
      return (await sync.settings(userId)) ?? { settings: { ...DEFAULT_SETTINGS }, updatedAt: 0 };
    });

    defineRoute(scope, syncEndpoints.syncSettings, async ({ body, request }) => {
      const { userId } = signedInOf(request);
      return sync.syncSettings(userId, body);
    });
  });
}
