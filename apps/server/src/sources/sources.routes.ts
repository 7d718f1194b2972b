import fs from 'node:fs/promises';
import path from 'node:path';
import { sourceEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { sendAsAttachment } from '../downloads/attachment.ts';
import { defineRoute } from '../http/define-route.ts';
import { NotAvailableInProfileError } from '../catalogue/ratings/rated-catalogue.ts';
import { ForbiddenError, NotFoundError } from '../shared/errors.ts';
import { toWebVtt, decodeCaptionBytes } from './library/caption-files.ts';
import { CAPTION_EXTENSIONS, extensionOf, LIBRARY_CONTENT_TYPES } from './library/library-files.ts';
import { DEMO_MEDIA_DIR, isDemo4kFile } from './providers/demo-provider.ts';
import { eventStream } from './server-sent-events.ts';
import { searchSources, withPlayToken } from './source-chain.ts';
import type { TSourcesPluginOptions } from './sources.plugin.ts';

const DEMO_CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  m4s: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

/** The 2160p files without a media grant, or with one that is no longer open. */
export const NEEDS_GRANT_MESSAGE = 'The 2160p rendition needs a valid 4K token: search for sources again';

/** A caption file larger than this is no caption file. */
const CAPTION_MAX_BYTES = 5 * 1024 * 1024;

function noSuchFile(): never {
  throw new NotFoundError('No such media file');
}

/** The file under `root` a checked relative path names, or a 404 when it would leave `root`. */
function inside(root: string, relativePath: string): string {
  const file = path.resolve(root, relativePath);
  return file.startsWith(root + path.sep) ? file : noSuchFile();
}

export function registerSourceRoutes(app: FastifyInstance, options: TSourcesPluginOptions): void {
  defineRoute(app, sourceEndpoints.search, async ({ body, request, reply }) => {
    const kind = body.type === 'movie' ? 'movie' : 'tv';
    if (options.isTitleAllowed && !(await options.isTitleAllowed(request, kind, Number(body.tmdbId)))) {
      throw new NotAvailableInProfileError();
    }
    const caller = new AbortController();
    // The page went away (closed, navigated, aborted its fetch): providers still asking are told to stop.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) caller.abort();
    });
    const uiToken = request.headers['ui-token'];
    const events = searchSources(options.providers, body, {
      timeoutMs: options.providerTimeoutMs,
      searchTimeoutMs: options.searchTimeoutMs,
      signal: caller.signal,
      uiToken: typeof uiToken === 'string' ? uiToken : undefined,
      onProviderError: (provider, error) =>
        request.log.warn({ err: error, provider: provider.name }, 'source provider failed'),
    });
    reply
      .type('text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache')
      // Proxies must pass each event on as it comes instead of buffering the answer.
      .header('x-accel-buffering', 'no');
    const playToken = () => options.playTokenFor(request, body);
    return eventStream(
      withPlayToken(events, playToken, (error) =>
        request.log.error({ err: error }, 'No play token was made: the play will not be counted'),
      ),
    );
  });

  defineRoute(app, sourceEndpoints.demoFile, async ({ params, query, reply }) => {
    const file = params['*'];
    const type = DEMO_CONTENT_TYPES[extensionOf(file)] ?? noSuchFile();
    if (isDemo4kFile(file)) throw new ForbiddenError(NEEDS_GRANT_MESSAGE);
    reply.type(type).header('cache-control', 'public, max-age=300');
    sendAsAttachment(reply, query.download);
    return reply.sendFile(file, DEMO_MEDIA_DIR, { contentType: false, cacheControl: false });
  });

  // The same files under a media grant (the 4K master lists its levels by relative paths, so they come
  // under the grant too); only a grant still open gets them, and no shared cache keeps them.
  defineRoute(app, sourceEndpoints.demo4kFile, async ({ params, reply }) => {
    const { grant, file } = params;
    const type = DEMO_CONTENT_TYPES[extensionOf(file)] ?? noSuchFile();
    if (!(await options.verifyMediaGrant(grant))) throw new ForbiddenError(NEEDS_GRANT_MESSAGE);
    reply.type(type).header('cache-control', 'private, max-age=300');
    return reply.sendFile(file, DEMO_MEDIA_DIR, { contentType: false, cacheControl: false });
  });

  defineRoute(app, sourceEndpoints.libraryFile, async ({ params, query, reply }) => {
    const root = options.libraryDir ?? noSuchFile();
    const file = params['*'];
    const type = LIBRARY_CONTENT_TYPES[extensionOf(file)] ?? noSuchFile();
    inside(root, file);
    reply.type(type).header('cache-control', 'private, max-age=300');
    sendAsAttachment(reply, query.download);
    return reply.sendFile(file, root, { contentType: false, cacheControl: false });
  });

  defineRoute(app, sourceEndpoints.libraryCaption, async ({ params, query, reply }) => {
    const root = options.libraryDir ?? noSuchFile();
    const extension = extensionOf(params['*']);
    if (!CAPTION_EXTENSIONS.includes(extension)) noSuchFile();
    const file = inside(root, params['*']);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || stat.size > CAPTION_MAX_BYTES) noSuchFile();
    const text = decodeCaptionBytes(await fs.readFile(file));
    reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, max-age=300');
    sendAsAttachment(reply, query.download);
    return toWebVtt(text, extension);
  });

  defineRoute(app, sourceEndpoints.libraryPlayback, async ({ body }) => {
    const playback = options.libraryPlayback ?? noSuchFile();
    return playback.decide(body);
  });

  defineRoute(app, sourceEndpoints.libraryPlaylist, async ({ query, reply }) => {
    const playback = options.libraryPlayback ?? noSuchFile();
    const playlist = await playback.playlist(query);
    reply.type('application/vnd.apple.mpegurl').header('cache-control', 'private, max-age=300');
    return playlist;
  });

  defineRoute(app, sourceEndpoints.librarySubtitle, async ({ params, query, reply }) => {
    const playback = options.libraryPlayback ?? noSuchFile();
    const vtt = await playback.subtitle(params.index, query.file);
    reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, max-age=300');
    return vtt;
  });

  defineRoute(app, sourceEndpoints.librarySegment, async ({ params, query, reply }) => {
    const playback = options.libraryPlayback ?? noSuchFile();
    const bytes = await playback.segment(params.segment, query);
    reply.type('video/mp2t').header('cache-control', 'private, max-age=3600');
    return bytes;
  });

  defineRoute(app, sourceEndpoints.libraryThumbnails, async ({ query, reply }) => {
    const playback = options.libraryPlayback ?? noSuchFile();
    const answer = await playback.thumbnails.status(query.file);
    reply.header('cache-control', 'no-store');
    return answer;
  });

  // Both name the file's version: kept for good.
  defineRoute(app, sourceEndpoints.libraryThumbnailTrack, async ({ query, reply }) => {
    const playback = options.libraryPlayback ?? noSuchFile();
    const vtt = await playback.thumbnails.track(query.file, query.v);
    reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, max-age=31536000, immutable');
    return vtt;
  });

  defineRoute(app, sourceEndpoints.libraryThumbnailSprite, async ({ query, reply }) => {
    const playback = options.libraryPlayback ?? noSuchFile();
    const bytes = await playback.thumbnails.sprite(query.file, query.v);
    reply.type('image/jpeg').header('cache-control', 'private, max-age=31536000, immutable');
    return bytes;
  });
}
