import { endpoint, rawAnswer } from '../declare-endpoint.ts';
import { SOURCE_EVENTS_CONTENT_TYPE, SOURCES_PREFIX } from './sources.http.ts';
import {
  ZDemo4kFileParams,
  ZDemoFileParams,
  ZLibraryFileParams,
  ZLibraryHlsQuery,
  ZLibraryPlaybackAnswer,
  ZLibraryPlaybackBody,
  ZLibrarySegmentParams,
  ZLibrarySubtitleParams,
  ZLibrarySubtitleQuery,
  ZLibraryThumbnailFileQuery,
  ZLibraryThumbnailsAnswer,
  ZLibraryThumbnailsQuery,
  ZMediaFileQuery,
  ZSourceSearchBody,
  ZSubtitleFileQuery,
  ZSubtitleSearchAnswer,
  ZSubtitleSearchQuery,
} from './sources.schemas.ts';

/** Playlists, segments, captions and videos, with range requests. */
const MEDIA_TYPES = [
  'application/vnd.apple.mpegurl',
  'video/mp2t',
  'video/mp4',
  'video/webm',
  'video/x-matroska',
  'text/vtt',
] as const;

/** The provider chain and the media it hands out. */
export const sourceEndpoints = {
  /**
   * A stream request in, server-sent events out: `trying` for each provider asked, then `found` or `none`
   * (the events of TSourceEvents). A bad request is a JSON 400 before any event.
   */
  search: endpoint({
    method: 'POST',
    path: `${SOURCES_PREFIX}/search`,
    body: ZSourceSearchBody,
    response: rawAnswer<unknown>([SOURCE_EVENTS_CONTENT_TYPE]),
  }),
  /** The demo streams: playlists, segments and captions, with range requests; `download` names an attachment. */
  demoFile: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/demo/*`,
    params: ZDemoFileParams,
    query: ZMediaFileQuery,
    response: rawAnswer<unknown>(MEDIA_TYPES),
  }),
  /**
   * The demo streams behind a 4K media grant (the path's first segment, a short-lived token the search hands
   * out for a valid 4K token): the 2160p master playlist, its levels and the 2160p rendition.
   */
  demo4kFile: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/demo-4k/*`,
    params: ZDemo4kFileParams,
    response: rawAnswer<unknown>(MEDIA_TYPES),
  }),
  /** A video of the operator's library, with range requests; `download` names an attachment. */
  libraryFile: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library/*`,
    params: ZLibraryFileParams,
    query: ZMediaFileQuery,
    response: rawAnswer<unknown>(MEDIA_TYPES),
  }),
  /** A caption file of the library (.srt or .vtt beside a video), as WebVTT. */
  libraryCaption: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library-captions/*`,
    params: ZLibraryFileParams,
    query: ZMediaFileQuery,
    response: rawAnswer<string>(['text/vtt']),
  }),
  /**
   * How a library file plays in the asking browser (from what it decodes): the file itself, or an HLS
   * playlist made on demand (remux, AAC audio, or H.264 at the quality asked); with its tracks and qualities.
   */
  libraryPlayback: endpoint({
    method: 'POST',
    path: `${SOURCES_PREFIX}/library-playback`,
    body: ZLibraryPlaybackBody,
    response: ZLibraryPlaybackAnswer,
  }),
  /** The VOD playlist of a plan: fixed segments known from the duration, made when asked for. */
  libraryPlaylist: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library-hls/index.m3u8`,
    query: ZLibraryHlsQuery,
    response: rawAnswer<string>(['application/vnd.apple.mpegurl']),
  }),
  /** An embedded text subtitle of a library file as WebVTT (extracted once by ffmpeg). */
  librarySubtitle: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library-subtitles/:index`,
    params: ZLibrarySubtitleParams,
    query: ZLibrarySubtitleQuery,
    response: rawAnswer<string>(['text/vtt']),
  }),
  /** One MPEG-TS segment of a plan, made by ffmpeg from its start (503 while the transcode limit is reached). */
  librarySegment: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library-hls/segment/:segment`,
    params: ZLibrarySegmentParams,
    query: ZLibraryHlsQuery,
    response: rawAnswer(['video/mp2t']),
  }),
  /**
   * Whether a library file's seek-bar thumbnails are made: the server takes them once per file in the
   * background (one file at a time, at low priority), starting when first asked.
   */
  libraryThumbnails: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library-thumbnails`,
    query: ZLibraryThumbnailsQuery,
    response: ZLibraryThumbnailsAnswer,
  }),
  /** Their WebVTT track, each cue a tile of the sprite (`sprite.jpg?…#xywh=x,y,w,h`). */
  libraryThumbnailTrack: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library-thumbnails/track.vtt`,
    query: ZLibraryThumbnailFileQuery,
    response: rawAnswer<string>(['text/vtt']),
  }),
  /** Their sprite sheet (JPEG, 160x90 tiles, 10 a row). */
  libraryThumbnailSprite: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/library-thumbnails/sprite.jpg`,
    query: ZLibraryThumbnailFileQuery,
    response: rawAnswer(['image/jpeg']),
  }),
  /**
   * The captions the configured add-ons' `subtitles` resources list for a movie or episode; an add-on that
   * fails or is slow is named in `unavailable` instead of holding up the answer.
   */
  subtitles: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/subtitles`,
    query: ZSubtitleSearchQuery,
    response: ZSubtitleSearchAnswer,
  }),
  /**
   * A caption file on the web (what an add-on lists), fetched by the server (public addresses only, size and
   * time capped) and served as WebVTT: the page itself may fetch only from this site.
   */
  subtitleFile: endpoint({
    method: 'GET',
    path: `${SOURCES_PREFIX}/subtitle-file`,
    query: ZSubtitleFileQuery,
    response: rawAnswer<string>(['text/vtt']),
  }),
};
