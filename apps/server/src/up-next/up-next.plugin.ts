import { upNextEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { setUpAccountScope } from '../accounts/account-scope.ts';
import type { Authenticator } from '../accounts/authenticate.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import { defineRoute } from '../http/define-route.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.ts';
import type { FollowsRepository } from './follows.repository.ts';
import type { UpNextService } from './up-next.service.ts';

export interface TUpNextPluginOptions {
  auth: Authenticator;
  profiles: ProfilesService;
  allowedOrigins: readonly string[];
  upNext: UpNextService;
  follows: FollowsRepository;
  feeds: CalendarFeedsRepository;
  /** The site's address for the feed's links; the request's own when unset. */
  publicOrigin: string | undefined;
}

/** Follows and Up Next dismissals of the active profile, schedules of titles, and the calendar feed. */
export async function upNextPlugin(app: FastifyInstance, options: TUpNextPluginOptions): Promise<void> {
  const { auth, profiles, upNext, follows, feeds } = options;

  // Public: the catalogue's air dates, and the feed a calendar app reads with its secret alone.
  await app.register(async (open) => {
    installErrorHandler(open);
    defineRoute(open, upNextEndpoints.schedule, async ({ query }) => ({
      schedules: await upNext.schedules(query.titles),
    }));
    defineRoute(open, upNextEndpoints.calendarIcs, async ({ params, request, reply }) => {
      const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      const text = await upNext.feed(params.secret, origin);
      reply.header('cache-control', 'private, max-age=900').type('text/calendar; charset=utf-8');
      return text;
    });
  });

  await app.register(async (scope) => {
    await setUpAccountScope(scope, options.allowedOrigins);
    await registerSignedInRoutes(scope, auth, (signedIn) => {
      defineRoute(signedIn, upNextEndpoints.follows, async ({ request }) => {
        const profileId = profiles.requireActiveId(signedInOf(request));
        return { follows: await follows.follows(profileId) };
      });
      defineRoute(signedIn, upNextEndpoints.syncFollows, async ({ body, request }) => {
        const profileId = profiles.requireActiveId(signedInOf(request));
        return { follows: await follows.syncFollows(profileId, body.follows) };
      });
      defineRoute(signedIn, upNextEndpoints.calendarFeed, async ({ request }) => {
        const profileId = profiles.requireActiveId(signedInOf(request));
        return { secret: await feeds.secretOf(profileId) };
      });
      defineRoute(signedIn, upNextEndpoints.replaceCalendarFeed, async ({ request }) => {
        const profileId = profiles.requireActiveId(signedInOf(request));
        return { secret: await feeds.replace(profileId) };
      });
    });
  });
}
