import {
  bookmarkTargetOf,
  displayTitle,
  type TMediaItem,
  type TMediaType,
  type TMovieDetails,
  type TTvDetails,
} from '@marquee/domain';
import { BookmarkToggle } from './bookmark-toggle.tsx';

/** A movie's or series' details as the list item a bookmark snapshots. */
export function listItemOfDetails(kind: TMediaType, details: TMovieDetails | TTvDetails): TMediaItem {
  return { ...details, media_type: kind, genre_ids: details.genres.map((genre) => genre.id) };
}

/** The bookmark toggle of a title page's hero. */
export function TitleBookmarkToggle({
  kind,
  details,
}: {
  kind: TMediaType;
  details: TMovieDetails | TTvDetails;
}) {
  const item = listItemOfDetails(kind, details);
  return <BookmarkToggle target={bookmarkTargetOf(item)} label={displayTitle(item)} variant="hero" />;
}
