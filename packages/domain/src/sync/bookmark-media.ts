import { displayTitle, mediaKind, releaseDateOf } from '../media.ts';
import type { TMediaItem } from '../tmdb.ts';
import type { TBookmark, TBookmarkSnapshot, TBookmarkTarget } from './bookmarks.ts';

/** What a bookmark keeps of a list item, so its card shows without asking the catalogue again. */
export function bookmarkSnapshotOf(item: TMediaItem): TBookmarkSnapshot {
  const date = releaseDateOf(item);
  const genreIds = Array.isArray(item.genre_ids)
    ? item.genre_ids.filter((id): id is number => typeof id === 'number')
    : [];
  return {
    title: displayTitle(item),
    posterPath: typeof item.poster_path === 'string' ? item.poster_path : null,
    ...(date ? { date } : {}),
    ...(typeof item.vote_average === 'number' && item.vote_count !== 0
      ? { voteAverage: item.vote_average }
      : {}),
    ...(genreIds.length > 0 ? { genreIds } : {}),
  };
}

/** The bookmark target of a list item (its id, kind and card snapshot). */
export function bookmarkTargetOf(item: TMediaItem): TBookmarkTarget {
  const mediaType = mediaKind(item);
  return {
    mediaId: item.id,
    ...(mediaType ? { mediaType } : {}),
    snapshot: bookmarkSnapshotOf(item),
  };
}

/** A bookmark as a list item for a card; the kind falls back to movie when the bookmark never recorded it. */
export function mediaItemOfBookmark(bookmark: TBookmark): TMediaItem {
  const { snapshot } = bookmark;
  const kind = bookmark.mediaType ?? 'movie';
  const title = snapshot?.title;
  return {
    id: bookmark.mediaId,
    media_type: kind,
    ...(kind === 'movie' ? { title: title ?? '' } : { name: title ?? '' }),
    poster_path: snapshot?.posterPath ?? null,
    ...(snapshot?.date
      ? kind === 'movie'
        ? { release_date: snapshot.date }
        : { first_air_date: snapshot.date }
      : {}),
    // No recorded rating reads as nobody having voted (the card shows N/A).
    ...(snapshot?.voteAverage !== undefined ? { vote_average: snapshot.voteAverage } : { vote_count: 0 }),
    ...(snapshot?.genreIds ? { genre_ids: snapshot.genreIds } : {}),
  };
}
