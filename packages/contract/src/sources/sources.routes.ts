import type { z } from 'zod';
import type { TSourceEventName } from '@marquee/domain';
import { route } from '../endpoint.ts';
import type {
  ZDemo4kFileParams,
  ZDemoFileParams,
  ZLibraryFileParams,
  ZMediaFileQuery,
  ZSourceSearchBody,
} from './sources.schemas.ts';

/** The provider chain and the media it serves live under this prefix. */
export const SOURCES_PREFIX = '/api/sources';

/** The source routes (zod-free: the web app imports this). */
export const sourceRoutes = {
  /**
   * A stream request in, server-sent events out (text/event-stream): `trying` for each provider asked, then
   * `found` or `none` (the events of TSourceEvents). A bad request is a JSON 400 before any event.
   */
  search: route<z.ZodNever, z.ZodNever, typeof ZSourceSearchBody>(
    'POST',
    `${SOURCES_PREFIX}/search`,
  ).returns<unknown>(),
  /** The demo streams: playlists, segments and captions, with range requests; `download` names an attachment. */
  demoFile: route<typeof ZDemoFileParams, typeof ZMediaFileQuery>(
    'GET',
    `${SOURCES_PREFIX}/demo/*`,
  ).returns<unknown>(),
  /**
   * The demo streams behind a 4K media grant (the path's first segment, a short-lived token the search hands
   * out for a valid 4K token): the 2160p master playlist, its levels and the 2160p rendition.
   */
  demo4kFile: route<typeof ZDemo4kFileParams>('GET', `${SOURCES_PREFIX}/demo-4k/*`).returns<unknown>(),
  /** A video of the operator's library, with range requests; `download` names an attachment. */
  libraryFile: route<typeof ZLibraryFileParams, typeof ZMediaFileQuery>(
    'GET',
    `${SOURCES_PREFIX}/library/*`,
  ).returns<unknown>(),
  /** A caption file of the library (.srt or .vtt beside a video), as WebVTT. */
  libraryCaption: route<typeof ZLibraryFileParams, typeof ZMediaFileQuery>(
    'GET',
    `${SOURCES_PREFIX}/library-captions/*`,
  ).returns<string>(),
};

/** The content type of the search's answer. */
export const SOURCE_EVENTS_CONTENT_TYPE = 'text/event-stream';
export type { TSourceEventName };

/** A path under a media folder as URL segments, each percent-encoded. */
function encodeSegments(relativePath: string): string {
  return relativePath.split('/').map(encodeURIComponent).join('/');
}

/** URLs of the media the providers hand out. */
export const sourcePaths = {
  /** A file of the demo streams, e.g. demo('master.m3u8'). */
  demo: (file: string) => `${SOURCES_PREFIX}/demo/${encodeSegments(file)}`,
  /** A file of the demo streams under a 4K media grant, e.g. demo4k(grant, 'master-4k.m3u8'). */
  demo4k: (grant: string, file: string) =>
    `${SOURCES_PREFIX}/demo-4k/${encodeURIComponent(grant)}/${encodeSegments(file)}`,
  /** A video under LIBRARY_DIR, by its path relative to it ('/' separated). */
  libraryFile: (relativePath: string) => `${SOURCES_PREFIX}/library/${encodeSegments(relativePath)}`,
  /** A sidecar caption under LIBRARY_DIR, served as WebVTT. */
  libraryCaption: (relativePath: string) =>
    `${SOURCES_PREFIX}/library-captions/${encodeSegments(relativePath)}`,
  /**
   * A media URL of this site asking to be saved as `fileName` (a clean name: see cleanFileName); other URLs are
   * returned as they are, since only our own routes know the `download` query.
   */
  download: (url: string, fileName: string) => {
    if (!url.startsWith(`${SOURCES_PREFIX}/`)) return url;
    return `${url}${url.includes('?') ? '&' : '?'}download=${encodeURIComponent(fileName)}`;
  },
};
