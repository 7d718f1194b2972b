import clsx from 'clsx';
import { Star } from '../../../lib/icons.tsx';
import {
  OVERVIEW_CUT_CHARS,
  POSTER_THUMB_WIDTH,
  displayTitle,
  formatItemRating,
  hasRating,
  mediaKind,
  truncateText,
  yearLabel,
  type TMediaItem,
} from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

export interface TSearchResultCardProps {
  item: TMediaItem;
  /** Its id in the results list, which the search box points at while it is highlighted. */
  id: string;
  /** Highlighted by the arrow keys: Enter in the search box opens it. */
  isHighlighted: boolean;
  /** Called when the visitor follows the card's link (the overlay closes). */
  onSelect: () => void;
}

/** The page a result opens. */
export const searchResultHref = (item: TMediaItem): string => paths.media(item) ?? paths.search();

/**
 * An overlay result, an option of the search box's list (a link, for the pointer; never a Tab stop: the arrow
 * keys reach it from the box): 92 px poster, title, year label, rating to one decimal and the overview cut at
 * 85 characters.
 */
export function SearchResultCard({ item, id, isHighlighted, onSelect }: TSearchResultCardProps) {
  const overview = truncateText(item.overview, OVERVIEW_CUT_CHARS);
  return (
    <PrefetchLink
      to={searchResultHref(item)}
      onClick={onSelect}
      id={id}
      role="option"
      aria-selected={isHighlighted}
      // Named by what it shows (title, year, kind, rating); the overview is its description, read after a pause.
      aria-describedby={overview ? `${id}-overview` : undefined}
      tabIndex={-1}
      data-testid="search-result"
      className={clsx(
        'flex gap-3 rounded-xl p-2 transition-colors hover:bg-zinc-100 dark:hover:bg-zinc-800/80',
        isHighlighted && 'bg-zinc-100 ring-2 ring-brand-500 ring-inset dark:bg-zinc-800/80',
      )}
    >
      <div className="shrink-0" style={{ width: POSTER_THUMB_WIDTH }}>
        <Artwork
          image={sizedArtwork(item.poster_path, POSTER_THUMB_WIDTH, 'poster')}
          alt=""
          aspect="2 / 3"
          className="rounded-lg"
        />
      </div>
      <div className="min-w-0 flex-1 py-1">
        <h3 className="line-clamp-2 font-semibold leading-snug" data-testid="search-result-title">
          {displayTitle(item)}
        </h3>
        <span className="sr-only">, </span>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-zinc-500 dark:text-zinc-400">
          <span data-testid="search-result-year">{yearLabel(item)}</span>
          <span className="sr-only">, {mediaKind(item) === 'tv' ? 'Series' : 'Movie'}</span>
          {hasRating(item.vote_average, item.vote_count) && (
            <span {...SCORE_MARK} className="contents">
              <span aria-hidden="true">•</span>
              <span className="sr-only">, </span>
              <span className="inline-flex items-center gap-0.5" data-testid="search-result-rating">
                <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="sr-only">Rating </span>
                {formatItemRating(item)}
              </span>
            </span>
          )}
        </p>
        {overview && (
          <p
            id={`${id}-overview`}
            aria-hidden="true"
            className="mt-1.5 text-sm break-words text-zinc-600 dark:text-zinc-300"
            data-testid="search-result-overview"
          >
            {overview}
          </p>
        )}
      </div>
    </PrefetchLink>
  );
}
