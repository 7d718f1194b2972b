import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { TSourceSearchBody } from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { installErrorHandler, installNotFoundHandler } from '../http/error-handler.ts';
import type { LibraryPlayback } from './library/library-playback.ts';
import type { TMediaTools } from './library/media-tools.ts';
import type { SourceProvider } from './providers/provider.ts';
import { registerSourceRoutes } from './sources.routes.ts';
import { registerSubtitleRoutes, type TSubtitlesRoutesOptions } from './subtitles/subtitles.routes.ts';

export interface TSourcesPluginOptions extends TSubtitlesRoutesOptions {
  providers: SourceProvider[];
  /** PROVIDER_TIMEOUT_MS: how long one provider may take. */
  providerTimeoutMs: number;
  /** SOURCE_SEARCH_TIMEOUT_MS: how long a whole search may take. */
  searchTimeoutMs: number;
  /** LIBRARY_DIR, whose files the library provider hands out. */
  libraryDir: string | undefined;
  /** The ffmpeg and ffprobe the library probes and transcodes with (none: its files play as they are). */
  mediaTools: TMediaTools;
  /** Remuxes and transcodes library files for browsers that cannot play them as they are (with a library). */
  libraryPlayback?: LibraryPlayback | undefined;
  /** Whether a media grant (the demo provider hands them out with a valid 4K token) opens the 2160p files. */
  verifyMediaGrant: (grant: string) => Promise<boolean>;
  /** The play token a search that found streams hands out, for the viewer behind it (none: no token). */
  playTokenFor: (request: FastifyRequest, search: TSourceSearchBody) => Promise<string | undefined>;
  /** Whether the request's profile may watch the title (its rating limit); a title it may not is a 403. */
  isTitleAllowed?: (request: FastifyRequest, kind: 'movie' | 'tv', id: number) => Promise<boolean>;
}

/**
 * The provider chain (POST /api/sources/search, answered with server-sent events), the media its providers
 * hand out (the demo streams, the library's videos and captions) and the add-ons' caption search and files, registered with the prefix /api/sources in
 * a scope of its own: its errors and unknown paths answer `{ error }`.
 */
export async function sourcesPlugin(app: FastifyInstance, options: TSourcesPluginOptions): Promise<void> {
  installErrorHandler(app);
  installNotFoundHandler(app);
  // reply.sendFile for this scope only: ETags, conditional and range requests for media files.
  await app.register(fastifyStatic, { serve: false });
  // The play token is for the signed-in account when the search comes with a session cookie.
  await app.register(fastifyCookie);
  registerSourceRoutes(app, options);
  registerSubtitleRoutes(app, options);
}
