import { profileEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { setUpAccountScope } from '../accounts/account-scope.ts';
import type { Authenticator } from '../accounts/authenticate.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import { clientAddress } from '../http/client-address.ts';
import { defineRoute } from '../http/define-route.ts';
import type { ProfilesService } from './profiles.service.ts';

export interface TProfilesPluginOptions {
  auth: Authenticator;
  profiles: ProfilesService;
  allowedOrigins: readonly string[];
}

/** The signed-in account's profiles: list, add, change, delete, and select the one this session watches as. */
export async function profilesPlugin(app: FastifyInstance, options: TProfilesPluginOptions): Promise<void> {
  const { auth, profiles } = options;
  await setUpAccountScope(app, options.allowedOrigins);
  await registerSignedInRoutes(app, auth, (scope) => {
    defineRoute(scope, profileEndpoints.profiles, ({ request }) => profiles.list(signedInOf(request)));

    defineRoute(scope, profileEndpoints.createProfile, async ({ body, request, reply }) => {
      const profile = await profiles.create(signedInOf(request), body);
      reply.status(201);
      return profile;
    });

    defineRoute(scope, profileEndpoints.updateProfile, ({ params, body, request }) =>
      profiles.update(signedInOf(request), params.id, body, clientAddress(request)),
    );

    defineRoute(scope, profileEndpoints.deleteProfile, async ({ params, body, request }) => {
      await profiles.delete(signedInOf(request), params.id, body.pin, clientAddress(request));
      return { ok: true as const };
    });

    defineRoute(scope, profileEndpoints.selectProfile, ({ params, body, request }) =>
      profiles.select(signedInOf(request), params.id, body, clientAddress(request)),
    );
  });
}
