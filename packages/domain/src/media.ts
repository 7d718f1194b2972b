import { TRENDING_POPULARITY } from './constants.ts';
import type { TMediaType } from './media-types.ts';
import type { TMediaItem } from './tmdb.ts';

/** What kind of title an item is: its media_type if given, else title means movie, else name means tv. */
export function mediaKind(item: TMediaItem): TMediaType | undefined {
  if (item.media_type === 'movie' || item.media_type === 'tv') return item.media_type;
  if (item.media_type === 'person') return undefined;
  if (item.title !== undefined) return 'movie';
  if (item.name !== undefined) return 'tv';
  return undefined;
}

/** The display name, with the fallbacks Untitled Movie, Untitled Series, Untitled. */
export function displayTitle(item: TMediaItem): string {
  const kind = mediaKind(item);
  const name = kind === 'movie' ? item.title || item.original_title : item.name || item.original_name;
  if (name) return name;
  if (kind === 'movie') return 'Untitled Movie';
  if (kind === 'tv') return 'Untitled Series';
  return item.title || item.name || 'Untitled';
}

/** The release or first-air date of an item, whichever it has. */
export function releaseDateOf(item: TMediaItem): string | undefined {
  return item.release_date || item.first_air_date || undefined;
}

/** The four-digit year of a date string, or undefined. */
export function yearOf(date: string | null | undefined): string | undefined {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match?.[1];
}

/** The search-result year label: the release year, the first-air year marked '(first release)', else 'Unknown'. */
export function yearLabel(item: TMediaItem): string {
  const movieYear = yearOf(item.release_date);
  if (movieYear) return movieYear;
  const seriesYear = yearOf(item.first_air_date);
  if (seriesYear) return `${seriesYear} (first release)`;
  return 'Unknown';
}

/** A rating shown to one decimal ('N/A' when there is none). */
export function formatRating(vote: number | null | undefined): string {
  return typeof vote === 'number' && Number.isFinite(vote) ? vote.toFixed(1) : 'N/A';
}

/** Whether there is a rating worth showing: a number above 0 that someone voted for (never "N/A" or "0 votes"). */
export function hasRating(vote: number | null | undefined, voteCount?: number | null): boolean {
  return typeof vote === 'number' && Number.isFinite(vote) && vote > 0 && voteCount !== 0;
}

/** A title's rating as shown: vote_average to one decimal, or 'N/A' while nobody has voted (e.g. unreleased). */
export function formatItemRating(item: Pick<TMediaItem, 'vote_average' | 'vote_count'>): string {
  return item.vote_count === 0 ? 'N/A' : formatRating(item.vote_average);
}

/** An overview cut at `max` characters plus an ellipsis when it is longer. */
export function truncateText(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * Whether a card shows the trending star: popularity above the threshold, and out already (a title nobody has
 * voted on, or dated after `now`, is anticipated, not trending).
 */
export function isTrending(
  item: Pick<TMediaItem, 'popularity' | 'vote_count' | 'release_date' | 'first_air_date'>,
  now: number,
  threshold = TRENDING_POPULARITY,
): boolean {
  if ((item.popularity ?? 0) <= threshold || item.vote_count === 0) return false;
  const date = item.release_date ?? item.first_air_date;
  return !date || Number.isNaN(Date.parse(date)) || Date.parse(date) <= now;
}
