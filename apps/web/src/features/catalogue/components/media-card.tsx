import { TrendingUp } from 'lucide';
import { memo, use, type ReactNode } from 'react';
import {
  displayTitle,
  formatItemRating,
  hasRating,
  genreName,
  isTrending,
  mediaKind,
  releaseDateOf,
  yearOf,
  type TMediaItem,
} from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { Icon } from '../../../lib/icon.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { CardActionsContext } from './card-actions.ts';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

// Whether a title is out yet is decided once per visit (a page holds a hundred cards).
const OPENED_AT = Date.now();

export interface TMediaCardProps {
  item: TMediaItem;
  /** The slot's width in CSS pixels; the poster is fetched at this width (2x for sharp screens). */
  width?: number;
  priority?: boolean;
  /** Drawn over the poster's corner; by default what CardActionsContext gives (the bookmark toggle). */
  actions?: ReactNode;
  /** Trending threshold; history cards use 400 instead of 450. */
  trendingAbove?: number;
}

/**
 * A poster card: title with its fallbacks (Untitled...), year, rating to one decimal, two genre chips, trending star.
 * Memoized: a row built a couple of cards per frame would otherwise draw its earlier cards again each time.
 */
export const MediaCard = memo(function MediaCard({
  item,
  width = 185,
  priority = false,
  actions,
  trendingAbove,
}: TMediaCardProps) {
  const shownActions = actions ?? use(CardActionsContext)?.(item);
  const title = displayTitle(item);
  const href = paths.media(item);
  const year = yearOf(releaseDateOf(item));
  const genres = (item.genre_ids ?? [])
    .slice(0, 2)
    .map((id) => genreName(id))
    .filter((name): name is string => Boolean(name));
  const trending = isTrending(item, OPENED_AT, trendingAbove);
  const kindLabel = mediaKind(item) === 'tv' ? 'Series' : 'Movie';
  const body = (
    <>
      <div className="relative">
        <Artwork
          image={sizedArtwork(item.poster_path, width, 'poster')}
          alt={`${title} poster`}
          aspect="2 / 3"
          className="rounded-lg"
          priority={priority}
        />
        {trending && (
          <span
            className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-amber-400/95 px-2 py-0.5 text-[11px] font-semibold text-zinc-950 shadow"
            title="Trending"
          >
            <Icon icon={TrendingUp} className="h-3 w-3" />
            <span>Trending</span>
          </span>
        )}
      </div>
      <div className="mt-2 space-y-1">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug group-hover:text-brand-500">
          {title}
        </h3>
        <div className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
          <span>{year ?? 'Unknown'}</span>
          {hasRating(item.vote_average, item.vote_count) && (
            <span {...SCORE_MARK} className="contents">
              <span aria-hidden="true">•</span>
              <span
                className="inline-flex items-center gap-0.5"
                aria-label={`Rating ${formatItemRating(item)}`}
              >
                {/* A glyph, not an icon: a page holds a hundred cards, and each SVG is nodes to build and lay out. */}
                <span className="text-amber-400" aria-hidden="true">
                  ★
                </span>
                {formatItemRating(item)}
              </span>
            </span>
          )}
          <span className="sr-only">{kindLabel}</span>
        </div>
        {genres.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Genres">
            {genres.map((name) => (
              <li
                key={name}
                className="rounded bg-zinc-200 px-1.5 py-0.5 text-[10px] font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
              >
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
  return (
    <article className="group relative" data-testid="media-card">
      {href ? (
        <PrefetchLink to={href} className="block rounded-lg" viewTransition data-spatial-item="">
          {body}
        </PrefetchLink>
      ) : (
        body
      )}
      {shownActions && <div className="absolute right-2 top-2 z-10">{shownActions}</div>}
    </article>
  );
});
