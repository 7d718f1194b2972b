import {
  CODEC_TEST_KEYS,
  SOURCE_PROVIDERS,
  VIEWER_ID_PATTERN,
  type TCodecTest,
  type TStream,
} from '@marquee/domain';
import { z } from 'zod';
import { INT4_MAX, integer, onceText, pattern, text } from '../catalogue/catalogue-fields.ts';
import { fileName } from '../downloads/downloads.schemas.ts';

// The stream request (the show form as written; the movie form, not
// shown there, is the same without season and episode), plus `all` for the player's source menu.

const TITLE_MAX = 300;
const tmdbId = () =>
  integer(1, INT4_MAX, `must be a positive whole number up to ${INT4_MAX}`).transform(String);
/** Season and episode ids are passed along as given; a page that does not know one sends ''. */
const partId = () =>
  z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().regex(/^([1-9][0-9]{0,9})?$/, 'must be a positive whole number or empty'));

const common = {
  title: text(TITLE_MAX).trim().min(1, 'must not be empty'),
  releaseYear: integer(1800, 9999, 'must be a year from 1800 to 9999').nullish(),
  tmdbId: tmdbId(),
  imdbId: pattern(/^tt[0-9]{5,10}$/, 'must be an IMDb id such as tt0111161').nullish(),
  /** Ask every provider and answer with all their streams, instead of stopping at the first that has one. */
  all: z.boolean().optional(),
  /** The browser's viewer number (`viewer-id`): the `found` answer then carries a play token for it. */
  viewer: pattern(VIEWER_ID_PATTERN, 'must be a viewer number (a random UUID in lower case)').optional(),
};

const ZSeasonPart = z.object({ number: integer(0, 10_000), tmdbId: partId().optional() });
const ZEpisodePart = z.object({ number: integer(0, 100_000), tmdbId: partId().optional() });

export const ZMovieStreamRequest = z.object({ type: z.literal('movie'), ...common });
export const ZSeriesStreamRequest = z.object({
  type: z.literal('show'),
  ...common,
  season: ZSeasonPart,
  episode: ZEpisodePart,
});

/** POST /api/sources/search: a movie or an episode of a show. */
export const ZSourceSearchBody = z.discriminatedUnion('type', [ZMovieStreamRequest, ZSeriesStreamRequest], {
  error: (issue) =>
    issue.code === 'invalid_union' ? "field 'type' must be 'movie' or 'show'" : 'must be a JSON object',
});
export type TSourceSearchBody = z.output<typeof ZSourceSearchBody>;
export type TSourceSearchInput = z.input<typeof ZSourceSearchBody>;

/** A file path under a media folder, as a URL's last segments: no '..', no hidden files, no backslashes. */
const mediaPath = (max = 1000) =>
  onceText()
    .max(max, `must be at most ${max} characters`)
    .refine(
      (value) =>
        value.length > 0 &&
        !value.includes('\\') &&
        value.split('/').every((part) => part.length > 0 && !part.startsWith('.')),
      'must be a file path without empty, hidden or parent segments',
    );

/** GET /api/sources/demo/{path}: one file of the demo streams. */
export const ZDemoFileParams = z.object({ '*': mediaPath(200) });
/** GET /api/sources/library/{path}: a video or a caption file under LIBRARY_DIR. */
export const ZLibraryFileParams = z.object({ '*': mediaPath() });

/**
 * The query of a media file: `download` asks for it as an attachment saved under that name (Content-Disposition),
 * a clean file name as cleanFileName makes them.
 */
export const ZMediaFileQuery = z.object({ download: fileName().optional() });
/** A media grant: a JWT in its compact form (three base64url parts). */
const GRANT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const GRANT_MAX_LENGTH = 1000;

/** GET /api/sources/demo-4k/{grant}/{path}: one file of the demo streams, with the grant that opens them. */
export const ZDemo4kFileParams = z
  .object({
    '*': onceText()
      .max(GRANT_MAX_LENGTH + 201, 'must be a media grant and a file path')
      .transform((value) => {
        const slash = value.indexOf('/');
        return slash < 0
          ? { grant: value, file: '' }
          : { grant: value.slice(0, slash), file: value.slice(slash + 1) };
      })
      .pipe(
        z.object({
          grant: z.string().max(GRANT_MAX_LENGTH).regex(GRANT_PATTERN, 'must start with a media grant'),
          file: mediaPath(200),
        }),
      ),
  })
  .transform((params) => params['*']);

const ZStreamCommon = {
  id: z.string(),
  name: z.string(),
  provider: z.enum(SOURCE_PROVIDERS),
  captions: z.array(
    z.object({
      id: z.string(),
      language: z.string(),
      label: z.string().optional(),
      url: z.string(),
      type: z.enum(['vtt', 'srt']),
    }),
  ),
};

/** A stream a provider found: one HLS playlist, or files keyed by quality. */
export const ZStream = z.discriminatedUnion('type', [
  z.object({
    ...ZStreamCommon,
    type: z.literal('hls'),
    playlist: z.string(),
    playlistTexts: z.object({ playlist: z.string(), levels: z.record(z.string(), z.string()) }).optional(),
  }),
  z.object({
    ...ZStreamCommon,
    type: z.literal('file'),
    qualities: z.record(z.string(), z.object({ url: z.string(), type: z.string() })),
  }),
]) satisfies z.ZodType<TStream>;

const ZCodecTest = z.enum(CODEC_TEST_KEYS as [TCodecTest, ...TCodecTest[]]);
const ZQuality = z.enum(['original', '1080p', '720p', '480p']);
const streamIndex = () => integer(0, 10_000, 'must be a stream index from 0 to 10000');

/** POST /api/sources/library-playback: how a library file is played in this browser. */
export const ZLibraryPlaybackBody = z.object({
  path: mediaPath(),
  /** The CODEC_TESTS keys the browser passed (MediaSource.isTypeSupported, canPlayType). */
  capabilities: z.object({
    mse: z.array(ZCodecTest).max(CODEC_TEST_KEYS.length),
    native: z.array(ZCodecTest).max(CODEC_TEST_KEYS.length),
  }),
  quality: ZQuality.default('original'),
  audioIndex: streamIndex().optional(),
  burnInIndex: streamIndex().optional(),
  /**
   * The playlist URL (an earlier answer's) the viewer leaves for this one: its transcode is stopped first, so
   * switching quality or audio never waits on the slot the viewer's own last choice holds.
   */
  replaces: text(3000).optional(),
});
export type TLibraryPlaybackBody = z.output<typeof ZLibraryPlaybackBody>;

export const ZLibraryPlaybackAnswer = z.object({
  mode: z.enum(['direct', 'remux', 'audio', 'transcode']),
  /** The file itself (direct) or the HLS playlist made on demand. */
  url: z.string(),
  durationS: z.number(),
  height: z.number(),
  audioIndex: z.number().optional(),
  burnInIndex: z.number().optional(),
  qualities: z.array(ZQuality),
  audio: z.array(
    z.object({
      index: z.number(),
      codec: z.string(),
      channels: z.number(),
      language: z.string().optional(),
      title: z.string().optional(),
    }),
  ),
  subtitles: z.array(
    z.object({
      index: z.number(),
      kind: z.enum(['text', 'image']),
      language: z.string().optional(),
      title: z.string().optional(),
      forced: z.boolean(),
      /** Text subtitles: the track as WebVTT. */
      url: z.string().optional(),
    }),
  ),
});
export type TLibraryPlaybackAnswer = z.output<typeof ZLibraryPlaybackAnswer>;

/** The plan an on-demand playlist and its segments are made by (the playback answer's URL carries it). */
export const ZLibraryHlsQuery = z.object({
  file: mediaPath(),
  mode: z.enum(['remux', 'audio', 'transcode']),
  height: integer(1, 4320),
  audio: streamIndex().optional(),
  copyAudio: z.enum(['0', '1']),
  burnIn: streamIndex().optional(),
});
export type TLibraryHlsQuery = z.output<typeof ZLibraryHlsQuery>;
export const ZLibrarySubtitleParams = z.object({ index: streamIndex() });
export const ZLibrarySubtitleQuery = z.object({ file: mediaPath() });
export const ZLibrarySegmentParams = z.object({ segment: integer(0, 1_000_000) });
/** GET /api/sources/library-thumbnails: the seek-bar thumbnails of a library file. */
export const ZLibraryThumbnailsQuery = z.object({ file: mediaPath() });
/** Their track and sprite, of one version of the file (`v`, so they can be kept for good). */
export const ZLibraryThumbnailFileQuery = z.object({
  file: mediaPath(),
  v: pattern(/^[0-9a-f]{8,64}$/, 'must be the version the thumbnails answer named'),
});
export const ZLibraryThumbnailsAnswer = z.object({
  /** ready: `track` is the WebVTT thumbnails track; making: ask again in `retryAfterS`; none: no picture to take. */
  status: z.enum(['ready', 'making', 'none']),
  track: z.string().optional(),
  retryAfterS: z.number().optional(),
});
export type TLibraryThumbnailsAnswer = z.output<typeof ZLibraryThumbnailsAnswer>;
/**
 * GET /api/sources/subtitles: the captions every add-on's `subtitles` resource lists for a movie, or for an
 * episode of a show (`season` and `episode` then both given).
 */
export const ZSubtitleSearchQuery = z
  .object({
    type: z.enum(['movie', 'show'], { error: "must be 'movie' or 'show'" }),
    tmdbId: tmdbId(),
    season: integer(0, 10_000).optional(),
    episode: integer(0, 100_000).optional(),
  })
  .refine((query) => query.type === 'movie' || (query.season !== undefined && query.episode !== undefined), {
    message: 'a show needs its season and episode numbers',
    path: ['episode'],
  });
export type TSubtitleSearchQuery = z.output<typeof ZSubtitleSearchQuery>;

/** One caption file an add-on lists: its language code as the add-on wrote it, and our proxy's URL for it. */
export const ZSubtitleResult = z.object({
  id: z.string(),
  /** The add-on's name. */
  addon: z.string(),
  /** A language code ('en', 'eng', 'pt-BR'); 'und' when the add-on gave none. */
  language: z.string(),
  /** Where the browser fetches it as WebVTT: GET /api/sources/subtitle-file. */
  url: z.string(),
});
export type TSubtitleResult = z.output<typeof ZSubtitleResult>;

export const ZSubtitleSearchAnswer = z.object({
  subtitles: z.array(ZSubtitleResult),
  /** The add-ons that failed or did not answer in time (their captions are missing from the list). */
  unavailable: z.array(z.string()),
});
export type TSubtitleSearchAnswer = z.output<typeof ZSubtitleSearchAnswer>;

/** GET /api/sources/subtitle-file: a caption file on the web (http or https), fetched and served as WebVTT. */
export const ZSubtitleFileQuery = z.object({
  url: text(2000).regex(/^https?:\/\/[^\s]+$/i, 'must be an http or https address'),
});
