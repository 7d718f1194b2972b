// The source feature's URLs and names, as the web app and the providers write them (zod-free).
import type { TSourceEventName } from '@marquee/domain';

/** The provider chain and the media it serves live under this prefix. */
export const SOURCES_PREFIX = '/api/sources';

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
  /** The on-demand HLS playlist of a library plan (its query: file, mode, height, audio, copyAudio, burnIn). */
  libraryPlaylist: (plan: Record<string, string>) =>
    `${SOURCES_PREFIX}/library-hls/index.m3u8?${new URLSearchParams(plan).toString()}`,
  /** An embedded text subtitle of a library file (its stream index), as WebVTT. */
  librarySubtitle: (file: string, index: number) =>
    `${SOURCES_PREFIX}/library-subtitles/${index}?${new URLSearchParams({ file }).toString()}`,
  /** One segment of that playlist. */
  librarySegment: (segment: number, plan: Record<string, string>) =>
    `${SOURCES_PREFIX}/library-hls/segment/${segment}?${new URLSearchParams(plan).toString()}`,
  /** Whether a library file's seek-bar thumbnails are made, and their track once they are. */
  libraryThumbnails: (file: string) =>
    `${SOURCES_PREFIX}/library-thumbnails?${new URLSearchParams({ file }).toString()}`,
  /** The thumbnails' track and sprite of one version of the file. */
  libraryThumbnailTrack: (file: string, version: string) =>
    `${SOURCES_PREFIX}/library-thumbnails/track.vtt?${new URLSearchParams({ file, v: version }).toString()}`,
  libraryThumbnailSprite: (file: string, version: string) =>
    `${SOURCES_PREFIX}/library-thumbnails/sprite.jpg?${new URLSearchParams({ file, v: version }).toString()}`,
  /** A caption file on the web, fetched by this site and served as WebVTT. */
  subtitleFile: (url: string) => `${SOURCES_PREFIX}/subtitle-file?url=${encodeURIComponent(url)}`,
  /**
   * A media URL of this site asking to be saved as `fileName` (a clean name: see cleanFileName); other URLs are
   * returned as they are, since only our own routes know the `download` query.
   */
  download: (url: string, fileName: string) => {
    if (!url.startsWith(`${SOURCES_PREFIX}/`)) return url;
    return `${url}${url.includes('?') ? '&' : '?'}download=${encodeURIComponent(fileName)}`;
  },
};
