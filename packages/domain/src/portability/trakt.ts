import { DEFAULT_BOOKMARK_CATEGORY } from '../sync/bookmarks.ts';
import { ImportFileError } from './import-error.ts';
import { imdbIdOf, isRecord, plainText, positiveId, timeOf, yearOf, type TRecord } from './import-fields.ts';
import type { TImportItem, TImportTitle } from './import-items.ts';

/** The files of a Trakt export this import reads; the others (lists, comments, stats) are left alone. */
export const TRAKT_FILES = [
  'watched-movies.json',
  'watched-shows.json',
  'watchlist-movies.json',
  'watchlist-shows.json',
  'ratings-movies.json',
  'ratings-shows.json',
] as const;

function titleOf(media: unknown, mediaType: 'movie' | 'tv'): TImportTitle | undefined {
  if (!isRecord(media)) return undefined;
  const ids = isRecord(media.ids) ? media.ids : {};
  const title: TImportTitle = {
    mediaType,
    tmdbId: positiveId(ids.tmdb),
    imdbId: imdbIdOf(ids.imdb),
    title: plainText(media.title),
    year: yearOf(media.year),
  };
  return title.tmdbId || title.imdbId || title.title ? title : undefined;
}

function arrayOf(files: ReadonlyMap<string, unknown>, name: string): TRecord[] {
  const content = files.get(name);
  if (content === undefined) return [];
  if (!Array.isArray(content)) {
    throw new ImportFileError(`${name} is not a list, as a Trakt export's files are.`);
  }
  return content.filter(isRecord);
}

/** Trakt's 1–10 rating is our half-star scale: 10 is five stars. */
const traktRating = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10 ? value : undefined;

/**
 * Reads a Trakt export (its JSON files by name): watched movies and episodes with the time last watched, the
 * watchlist (into the watchlist category) with the time listed, and ratings with the time rated.
 */
export function parseTraktExport(files: ReadonlyMap<string, unknown>): TImportItem[] {
  if (!TRAKT_FILES.some((name) => files.has(name))) {
    throw new ImportFileError(`This ZIP has none of a Trakt export's files (${TRAKT_FILES.join(', ')}).`);
  }
  const items: TImportItem[] = [];
  for (const row of arrayOf(files, 'watched-movies.json')) {
    const title = titleOf(row.movie, 'movie');
    const at = timeOf(row.last_watched_at) ?? timeOf(row.last_updated_at);
    if (title && at) items.push({ kind: 'watched', title, at });
  }
  for (const row of arrayOf(files, 'watched-shows.json')) {
    const title = titleOf(row.show, 'tv');
    if (!title) continue;
    for (const season of Array.isArray(row.seasons) ? row.seasons.filter(isRecord) : []) {
      const seasonNumber = typeof season.number === 'number' ? season.number : undefined;
      for (const episode of Array.isArray(season.episodes) ? season.episodes.filter(isRecord) : []) {
        const at = timeOf(episode.last_watched_at) ?? timeOf(row.last_watched_at);
        const number = typeof episode.number === 'number' ? episode.number : undefined;
        if (
          at &&
          seasonNumber !== undefined &&
          number !== undefined &&
          Number.isInteger(seasonNumber) &&
          Number.isInteger(number) &&
          seasonNumber >= 0 &&
          number >= 0
        ) {
          items.push({ kind: 'watched', title, at, episode: { season: seasonNumber, number } });
        }
      }
    }
  }
  for (const [name, key, mediaType] of [
    ['watchlist-movies.json', 'movie', 'movie'],
    ['watchlist-shows.json', 'show', 'tv'],
  ] as const) {
    for (const row of arrayOf(files, name)) {
      const title = titleOf(row[key], mediaType);
      const at = timeOf(row.listed_at);
      if (title && at) items.push({ kind: 'bookmark', title, category: DEFAULT_BOOKMARK_CATEGORY, at });
    }
  }
  for (const [name, key, mediaType] of [
    ['ratings-movies.json', 'movie', 'movie'],
    ['ratings-shows.json', 'show', 'tv'],
  ] as const) {
    for (const row of arrayOf(files, name)) {
      const title = titleOf(row[key], mediaType);
      const at = timeOf(row.rated_at);
      const value = traktRating(row.rating);
      if (title && at && value) items.push({ kind: 'rating', title, value, at });
    }
  }
  return items;
}
