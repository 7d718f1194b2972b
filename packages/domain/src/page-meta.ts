import { truncateText } from './media.ts';
import type { TCrewMember, TEpisodeDetails, TMovieDetails, TTvDetails } from './tmdb.ts';

// What a title page tells link previews and search engines: its <title>, description, Open Graph and Twitter
// tags and its JSON-LD (schema.org Movie, TVSeries, TVEpisode). Built here once, for the web app's head and
// for the HTML the server sends before any script runs.

export const SITE_NAME = 'Marquee';
export const SITE_DESCRIPTION =
  'Marquee: find movies, TV series and anime, keep lists, and pick up where you stopped.';
/** Longest description sent (what previews and search results show at most). */
export const META_DESCRIPTION_CHARS = 200;
/** How many cast members the structured data names. */
const JSON_LD_ACTORS = 10;

/** The artwork a page's preview image is made from. */
export type TMetaImageKind = 'backdrop' | 'poster' | 'still';

export interface TPageMetaContext {
  /** The page's absolute URL. */
  url: string;
  /** The absolute URL of a preview image (about 1200x630) of a catalogue artwork path. */
  imageUrl: (path: string, kind: TMetaImageKind) => string;
}

export interface TPageMeta {
  title: string;
  description: string;
  url: string;
  image: string | undefined;
  /** The Open Graph type. */
  type: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode';
  jsonLd: Record<string, unknown> | undefined;
}

/** The site's own meta, for every page that is not a title's (and unknown titles). */
export function siteMeta(url: string): TPageMeta {
  return {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    url,
    image: undefined,
    type: 'website',
    jsonLd: undefined,
  };
}

function describe(overview: string | null | undefined): string {
  return overview?.trim() ? truncateText(overview.trim(), META_DESCRIPTION_CHARS) : SITE_DESCRIPTION;
}

function pickImage(
  context: TPageMetaContext,
  candidates: [string | null | undefined, TMetaImageKind][],
): string | undefined {
  const found = candidates.find(([path]) => Boolean(path));
  return found?.[0] ? context.imageUrl(found[0], found[1]) : undefined;
}

/** A runtime in minutes as an ISO 8601 duration (PT1H57M). */
export function isoDuration(minutes: number | null | undefined): string | undefined {
  if (!minutes || minutes <= 0) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 ? `${rest}M` : ''}`;
}

const people = (names: string[]) => names.map((name) => ({ '@type': 'Person', name }));

function crewByJobs(crew: TCrewMember[] | undefined, jobs: readonly string[]): string[] {
  return [
    ...new Set((crew ?? []).filter((member) => jobs.includes(member.job)).map((member) => member.name)),
  ];
}

function rating(vote: number | undefined, count: number | undefined) {
  if (!vote || !count) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(vote * 10) / 10,
    ratingCount: count,
    bestRating: 10,
    worstRating: 0,
  };
}

/** Drops undefined and empty-list fields, so the JSON-LD carries only what is known. */
function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)),
  );
}

/** A movie page's meta and JSON-LD Movie. */
export function movieMeta(movie: TMovieDetails, context: TPageMetaContext): TPageMeta {
  const description = describe(movie.overview);
  const image = pickImage(context, [
    [movie.backdrop_path, 'backdrop'],
    [movie.poster_path, 'poster'],
  ]);
  const crew = movie.credits?.crew;
  return {
    title: `${movie.title} | ${SITE_NAME}`,
    description,
    url: context.url,
    image,
    type: 'video.movie',
    jsonLd: compact({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: movie.title,
      url: context.url,
      description: movie.overview?.trim() ? description : undefined,
      image,
      datePublished: movie.release_date || undefined,
      duration: isoDuration(movie.runtime),
      genre: movie.genres.map((genre) => genre.name),
      director: people(crewByJobs(crew, ['Director'])),
      author: people(crewByJobs(crew, ['Writer', 'Screenplay'])),
      actor: people((movie.credits?.cast ?? []).slice(0, JSON_LD_ACTORS).map((member) => member.name)),
      aggregateRating: rating(movie.vote_average, movie.vote_count),
      sameAs: movie.imdb_id ? `https://www.imdb.com/title/${movie.imdb_id}/` : undefined,
    }),
  };
}

/** A series page's meta and JSON-LD TVSeries. */
export function seriesMeta(series: TTvDetails, context: TPageMetaContext): TPageMeta {
  const description = describe(series.overview);
  const image = pickImage(context, [
    [series.backdrop_path, 'backdrop'],
    [series.poster_path, 'poster'],
  ]);
  const imdb = series.external_ids?.imdb_id;
  return {
    title: `${series.name} | ${SITE_NAME}`,
    description,
    url: context.url,
    image,
    type: 'video.tv_show',
    jsonLd: compact({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      name: series.name,
      url: context.url,
      description: series.overview?.trim() ? description : undefined,
      image,
      startDate: series.first_air_date || undefined,
      numberOfSeasons: series.number_of_seasons,
      numberOfEpisodes: series.number_of_episodes,
      genre: series.genres.map((genre) => genre.name),
      actor: people((series.credits?.cast ?? []).slice(0, JSON_LD_ACTORS).map((member) => member.name)),
      aggregateRating: rating(series.vote_average, series.vote_count),
      sameAs: imdb ? `https://www.imdb.com/title/${imdb}/` : undefined,
    }),
  };
}

export interface TEpisodeMetaSeries {
  name: string;
  url: string;
  backdropPath?: string | null | undefined;
}

/** The page title of an episode: its code and name, then the series' name. */
export function episodeTitle(
  episode: Pick<TEpisodeDetails, 'season_number' | 'episode_number' | 'name'>,
  seriesName?: string,
) {
  const code = `S${episode.season_number} E${episode.episode_number}`;
  return `${code} ${episode.name}${seriesName ? ` · ${seriesName}` : ''} | ${SITE_NAME}`;
}

/** An episode page's meta and JSON-LD TVEpisode (part of its season and series). */
export function episodeMeta(
  episode: TEpisodeDetails,
  series: TEpisodeMetaSeries | undefined,
  context: TPageMetaContext,
): TPageMeta {
  const description = describe(episode.overview);
  const image = pickImage(context, [
    [episode.still_path, 'still'],
    [series?.backdropPath, 'backdrop'],
  ]);
  const crew = [...(episode.crew ?? []), ...(episode.credits?.crew ?? [])];
  return {
    title: episodeTitle(episode, series?.name),
    description,
    url: context.url,
    image,
    type: 'video.episode',
    jsonLd: compact({
      '@context': 'https://schema.org',
      '@type': 'TVEpisode',
      name: episode.name,
      url: context.url,
      episodeNumber: episode.episode_number,
      description: episode.overview?.trim() ? description : undefined,
      image,
      datePublished: episode.air_date || undefined,
      duration: isoDuration(episode.runtime),
      director: people(crewByJobs(crew, ['Director'])),
      author: people(crewByJobs(crew, ['Writer', 'Screenplay'])),
      aggregateRating: rating(episode.vote_average, episode.vote_count),
      partOfSeason: { '@type': 'TVSeason', seasonNumber: episode.season_number },
      partOfSeries: series ? { '@type': 'TVSeries', name: series.name, url: series.url } : undefined,
    }),
  };
}

/**
 * JSON-LD as the text of a <script type="application/ld+json">: `<`, `>` and `&` escaped (so no `</script>` or
 * comment can end the element early) and the two line separators JavaScript once refused.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The artwork size and /img box of each kind of preview image (Open Graph's 1.91:1 for wide artwork). */
export const META_IMAGE_BOX = {
  backdrop: { size: 'w1280', w: 1200, h: 630 },
  still: { size: 'w1280', w: 1200, h: 630 },
  poster: { size: 'w780', w: 600, h: 900 },
} as const satisfies Record<TMetaImageKind, { size: string; w: number; h: number }>;
