import { portabilityEndpoints } from '@marquee/contract';
import { ImportFileError } from '@marquee/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { setUpAccountScope } from '../accounts/account-scope.ts';
import type { Authenticator } from '../accounts/authenticate.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import { clientAddress } from '../http/client-address.ts';
import { defineRoute } from '../http/define-route.ts';
import { consumeAllowance, createRateLimiter } from '../http/rate-limiter.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '../shared/errors.ts';
import type { AccountExport } from './account-export.ts';
import type { ImportService } from './import.service.ts';

/** The largest file an import takes: a large account's export is a few megabytes. */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** Exports and imports (previews included) an account, and an address, may ask for in an hour. */
export const PORTABILITY_PER_ACCOUNT_PER_HOUR = 30;
export const PORTABILITY_PER_ADDRESS_PER_HOUR = 60;
const HOUR_S = 60 * 60;
export const PORTABILITY_LIMIT_MESSAGE = 'Too many exports or imports. Please try again later.';

/** The file types an import takes as its body, besides JSON. */
const FILE_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
  'text/csv',
];

export interface TPortabilityPluginOptions {
  auth: Authenticator;
  profiles: ProfilesService;
  exports: AccountExport;
  imports: ImportService;
  allowedOrigins: readonly string[];
  redis?: Redis | undefined;
}

/**
 * The account's data as one file, and files from Marquee or other services merged back in. Both are costly
 * reads of a whole account, so each is counted against the account and the address.
 */
export async function portabilityPlugin(
  app: FastifyInstance,
  options: TPortabilityPluginOptions,
): Promise<void> {
  const { auth, profiles, exports, imports } = options;
  await setUpAccountScope(app, options.allowedOrigins, { fileTypes: FILE_TYPES });
  const perAccount = createRateLimiter(
    options.redis,
    'portability-account',
    PORTABILITY_PER_ACCOUNT_PER_HOUR,
    HOUR_S,
  );
  const perAddress = createRateLimiter(
    options.redis,
    'portability-address',
    PORTABILITY_PER_ADDRESS_PER_HOUR,
    HOUR_S,
  );
  // The import's body is the file as it was chosen: kept as bytes, read by the import itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', ...FILE_TYPES],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  async function takeAllowance(request: FastifyRequest, userId: number): Promise<void> {
    const wait = Math.max(
      await consumeAllowance(perAddress, clientAddress(request)),
      await consumeAllowance(perAccount, String(userId)),
    );
    if (wait > 0) throw new TooManyRequestsError(PORTABILITY_LIMIT_MESSAGE, wait);
  }

  await registerSignedInRoutes(app, auth, (scope) => {
    defineRoute(scope, portabilityEndpoints.exportAccount, async ({ request, reply }) => {
      const signedIn = signedInOf(request);
      await takeAllowance(request, signedIn.userId);
      const document = await exports.export(signedIn.userId);
      if (!document) throw new UnauthorizedError();
      const day = document.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="marquee-export-${day}.json"`);
      return document;
    });

    defineRoute(
      scope,
      portabilityEndpoints.importFile,
      async ({ request, query, body }) => {
        const signedIn = signedInOf(request);
        const profileId = profiles.requireActiveId(signedIn);
        await takeAllowance(request, signedIn.userId);
        try {
          return await imports.run(signedIn, profileId, Buffer.from(body), {
            dryRun: query.dryRun === '1',
            format: query.format,
            filename: query.filename,
          });
        } catch (error) {
          if (error instanceof ImportFileError) throw new BadRequestError(error.message);
          throw error;
        }
      },
      { bodyLimit: IMPORT_MAX_BYTES },
    );
  });
}
