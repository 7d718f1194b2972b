import { DEFAULT_BOOKMARK_CATEGORY } from '../sync/bookmarks.ts';
import { ImportFileError } from './import-error.ts';
import { isRecord, plainText, positiveId, yearOf, type TRecord } from './import-fields.ts';
import type { TImportItem, TImportTitle } from './import-items.ts';

/** Whether a parsed JSON file looks like a movie-web or P-Stream backup (bookmarks or progress by TMDB id). */
export function isMovieWebBackup(value: unknown): boolean {
  return isRecord(value) && (isRecord(value.bookmarks) || isRecord(value.progress));
}

const progressOf = (value: unknown) =>
  isRecord(value) &&
  typeof value.watched === 'number' &&
  typeof value.duration === 'number' &&
  value.watched >= 0 &&
  value.duration >= 0 &&
  value.watched <= 1_000_000 &&
  value.duration <= 1_000_000
    ? { watched: value.watched, duration: value.duration }
    : undefined;

const atOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= Date.UTC(2000, 0, 1)
    ? Math.round(value)
    : undefined;

function titleOf(key: string, meta: TRecord): TImportTitle | undefined {
  const tmdbId = positiveId(key);
  const mediaType = meta.type === 'movie' ? 'movie' : meta.type === 'show' ? 'tv' : undefined;
  return tmdbId && mediaType
    ? { mediaType, tmdbId, title: plainText(meta.title), year: yearOf(meta.year) }
    : undefined;
}

/**
 * Reads a movie-web or P-Stream backup: `bookmarks` and `progress`, each keyed by TMDB id, with the item's
 * type ('movie' or 'show') and `updatedAt`; a show's progress has `episodes` whose `seasonId` points into
 * `seasons` (the season's number). Bookmark groups become categories.
 */
export function parseMovieWebBackup(backup: unknown): TImportItem[] {
  if (!isMovieWebBackup(backup) || !isRecord(backup)) {
    throw new ImportFileError(
      'This file is not a movie-web or P-Stream backup (it has no bookmarks or progress).',
    );
  }
  const items: TImportItem[] = [];
  const bookmarks = isRecord(backup.bookmarks) ? backup.bookmarks : {};
  for (const [key, value] of Object.entries(bookmarks)) {
    if (!isRecord(value)) continue;
    const title = titleOf(key, value);
    const at = atOf(value.updatedAt);
    if (!title || !at) continue;
    const groups = Array.isArray(value.group) ? value.group.map((group) => plainText(group, 100)) : [];
    const categories = groups.filter((group): group is string => group !== undefined);
    for (const category of categories.length > 0 ? categories : [DEFAULT_BOOKMARK_CATEGORY]) {
      items.push({ kind: 'bookmark', title, category, at });
    }
  }
  const progress = isRecord(backup.progress) ? backup.progress : {};
  for (const [key, value] of Object.entries(progress)) {
    if (!isRecord(value)) continue;
    const meta = isRecord(value.meta) ? { ...value.meta, ...value } : value;
    const title = titleOf(key, meta);
    const at = atOf(value.updatedAt);
    if (!title || !at) continue;
    if (title.mediaType === 'movie') {
      const watched = progressOf(value.progress);
      if (watched) items.push({ kind: 'watched', title, at, progress: watched });
      continue;
    }
    const seasons = isRecord(value.seasons) ? value.seasons : {};
    for (const episode of Object.values(isRecord(value.episodes) ? value.episodes : {})) {
      if (!isRecord(episode)) continue;
      const season = seasons[String(episode.seasonId)];
      const seasonNumber = isRecord(season) ? season.number : undefined;
      const watched = progressOf(episode.progress);
      const episodeAt = atOf(episode.updatedAt) ?? at;
      if (
        typeof seasonNumber === 'number' &&
        Number.isInteger(seasonNumber) &&
        typeof episode.number === 'number' &&
        Number.isInteger(episode.number) &&
        watched
      ) {
        items.push({
          kind: 'watched',
          title,
          at: episodeAt,
          episode: { season: seasonNumber, number: episode.number },
          progress: watched,
        });
      }
    }
  }
  return items;
}
