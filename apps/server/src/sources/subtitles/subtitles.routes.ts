import { sourceEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { NotAvailableInProfileError } from '../../catalogue/ratings/rated-catalogue.ts';
import { clientAddress } from '../../http/client-address.ts';
import { defineRoute } from '../../http/define-route.ts';
import { consumeAllowance, createRateLimiter } from '../../http/rate-limiter.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';
import type { TSourcesPluginOptions } from '../sources.plugin.ts';
import type { AddonSubtitles } from './addon-subtitles.ts';
import type { CaptionProxy } from './caption-proxy.ts';

/** Caption files fetched for one address in a minute: far more than anyone switching captions needs. */
export const CAPTION_FILES_PER_ADDRESS_MINUTE = 30;
export const CAPTION_FILES_LIMIT_MESSAGE = 'Too many caption files were asked for. Please try again shortly.';

export interface TSubtitlesRoutesOptions {
  addonSubtitles: AddonSubtitles;
  captionProxy: CaptionProxy;
  redis: Redis | undefined;
}

/** Caption search across the add-ons, and the caption files they list, fetched and served as WebVTT. */
export function registerSubtitleRoutes(
  app: FastifyInstance,
  options: TSubtitlesRoutesOptions & Pick<TSourcesPluginOptions, 'isTitleAllowed'>,
): void {
  const filesPerAddress = createRateLimiter(
    options.redis,
    'caption-files',
    CAPTION_FILES_PER_ADDRESS_MINUTE,
    60,
  );

  defineRoute(app, sourceEndpoints.subtitles, async ({ query, request, reply }) => {
    const kind = query.type === 'movie' ? 'movie' : 'tv';
    if (options.isTitleAllowed && !(await options.isTitleAllowed(request, kind, Number(query.tmdbId)))) {
      throw new NotAvailableInProfileError();
    }
    reply.header('cache-control', 'private, max-age=300');
    return options.addonSubtitles.find(query);
  });

  defineRoute(app, sourceEndpoints.subtitleFile, async ({ query, request, reply }) => {
    const wait = await consumeAllowance(filesPerAddress, clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(CAPTION_FILES_LIMIT_MESSAGE, wait);
    const vtt = await options.captionProxy.webVtt(query.url);
    reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, max-age=600');
    return vtt;
  });
}
