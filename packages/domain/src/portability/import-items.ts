import type { TBookmark } from '../sync/bookmarks.ts';
import { episodeKey, type TProgress, type TWatchHistory } from '../sync/watch-history.ts';
import type { TExportedRating } from './export-format.ts';

/** A title as another service's file names it: by TMDB id, IMDb id, or title and year. */
export interface TImportTitle {
  mediaType?: 'movie' | 'tv' | undefined;
  tmdbId?: number | undefined;
  imdbId?: string | undefined;
  title?: string | undefined;
  year?: number | undefined;
}

/** One fact read from another service's file, before its title is matched to the catalogue. */
export type TImportItem =
  | { kind: 'bookmark'; title: TImportTitle; category: string; at: number }
  | {
      kind: 'watched';
      title: TImportTitle;
      at: number;
      episode?: { season: number; number: number } | undefined;
      progress?: TProgress | undefined;
    }
  | { kind: 'rating'; title: TImportTitle; value: number; at: number };

/** A title of the catalogue an import item was matched to. */
export interface TMatchedTitle {
  mediaType: 'movie' | 'tv';
  mediaId: number;
  title: string;
  year?: number | undefined;
  /** Minutes, when the catalogue knows: a watched movie's progress is its whole runtime. */
  runtime?: number | undefined;
}

/** What an import adds to a profile, in the sync's own shapes. */
export interface TImportData {
  bookmarks: TBookmark[];
  history: TWatchHistory;
  ratings: TExportedRating[];
}

/** A watched title without a known length counts as watched to the end. */
const FINISHED: TProgress = { watched: 1, duration: 1 };

/** How a file's title is shown in the list of titles that could not be matched. */
export function importTitleLabel(title: TImportTitle): string {
  const name = title.title ?? title.imdbId ?? (title.tmdbId === undefined ? '?' : `TMDB ${title.tmdbId}`);
  return title.year === undefined ? name : `${name} (${title.year})`;
}

/**
 * Turns matched import items into bookmarks, history and ratings, each stamped with the time the file gives
 * (never the time of the import), so importing the same file again changes nothing. Several facts about one
 * key keep the newest. Items whose title did not match are returned by label, once each.
 */
export function buildImportData(
  items: readonly TImportItem[],
  matchOf: (title: TImportTitle) => TMatchedTitle | undefined,
): { data: TImportData; unmatched: string[] } {
  const bookmarks = new Map<string, TBookmark>();
  const history: TWatchHistory = {};
  const ratings = new Map<string, TExportedRating>();
  const unmatched = new Set<string>();
  for (const item of items) {
    const match = matchOf(item.title);
    if (!match) {
      unmatched.add(importTitleLabel(item.title));
      continue;
    }
    const ref = { mediaType: match.mediaType, mediaId: match.mediaId };
    if (item.kind === 'bookmark') {
      const key = `${match.mediaType}:${match.mediaId}:${item.category}`;
      const before = bookmarks.get(key);
      if (before && before.updatedAt >= item.at) continue;
      bookmarks.set(key, {
        mediaId: match.mediaId,
        mediaType: match.mediaType,
        category: item.category,
        addedAt: item.at,
        updatedAt: item.at,
        snapshot: { title: match.title, ...(match.year ? { date: `${match.year}-01-01` } : {}) },
      });
    } else if (item.kind === 'rating') {
      const key = `${match.mediaType}:${match.mediaId}`;
      const before = ratings.get(key);
      if (before && before.updatedAt >= item.at) continue;
      ratings.set(key, { ...ref, value: item.value, updatedAt: item.at });
    } else {
      addWatched(history, match, item);
    }
  }
  return {
    data: { bookmarks: [...bookmarks.values()], history, ratings: [...ratings.values()] },
    unmatched: [...unmatched],
  };
}

function addWatched(
  history: TWatchHistory,
  match: TMatchedTitle,
  item: Extract<TImportItem, { kind: 'watched' }>,
): void {
  const key = String(match.mediaId);
  const type = match.mediaType === 'movie' ? 'movie' : 'show';
  const before = history[key];
  const entry = before ?? {
    id: match.mediaId,
    type,
    title: match.title,
    ...(match.year ? { year: match.year } : {}),
    updatedAt: item.at,
  };
  entry.updatedAt = Math.max(entry.updatedAt, item.at);
  if (type === 'movie') {
    if (!before || item.at >= before.updatedAt || !entry.progress) {
      const seconds = match.runtime ? match.runtime * 60 : undefined;
      entry.progress = item.progress ?? (seconds ? { watched: seconds, duration: seconds } : FINISHED);
    }
  } else if (item.episode) {
    const id = episodeKey(item.episode.season, item.episode.number);
    const episodes = (entry.episodes ??= {});
    const previous = episodes[id];
    if (!previous || previous.updatedAt < item.at) {
      episodes[id] = {
        id,
        number: item.episode.number,
        seasonNumber: item.episode.season,
        progress: item.progress ?? FINISHED,
        updatedAt: item.at,
      };
    }
  }
  history[key] = entry;
}
