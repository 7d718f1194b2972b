import { Star } from '../../../lib/icons.tsx';
import {
  displayTitle,
  formatItemRating,
  hasRating,
  genreName,
  releaseDateOf,
  yearOf,
  type TMediaItem,
} from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

/** One ranked line of a genre highlight: rank, small poster, title, year, rating and first genre. */
export function HighlightItem({ item, rank }: { item: TMediaItem; rank: number }) {
  const title = displayTitle(item);
  const genre = item.genre_ids?.[0] === undefined ? undefined : genreName(item.genre_ids[0]);
  return (
    <PrefetchLink
      to={paths.media(item) ?? paths.categories()}
      className="group flex items-center gap-3 rounded-xl p-1.5 transition-colors hover:bg-zinc-200/70 dark:hover:bg-white/5"
    >
      <span
        aria-hidden="true"
        className="w-6 shrink-0 text-center text-xl font-black text-zinc-400 tabular-nums group-hover:text-brand-500 dark:text-zinc-600"
      >
        {rank}
      </span>
      <Artwork
        image={sizedArtwork(item.poster_path, 56, 'poster')}
        alt=""
        aspect="2 / 3"
        className="w-14 shrink-0 rounded-md"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm leading-snug font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">
          {title}
        </span>
        <span className="mt-0.5 flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          <span>{yearOf(releaseDateOf(item)) ?? 'Unknown'}</span>
          {hasRating(item.vote_average, item.vote_count) && (
            <span {...SCORE_MARK} className="contents">
              <span aria-hidden="true">•</span>
              <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span aria-label={`Rating ${formatItemRating(item)}`}>{formatItemRating(item)}</span>
            </span>
          )}
          {genre && (
            <>
              <span aria-hidden="true">•</span>
              <span className="truncate">{genre}</span>
            </>
          )}
        </span>
      </span>
    </PrefetchLink>
  );
}

/** A placeholder the size of a highlight line. */
export function HighlightItemSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-3 p-1.5" data-testid="highlight-skeleton">
      <span className="w-6 shrink-0" />
      <div className="shimmer aspect-[2/3] w-14 shrink-0 rounded-md bg-zinc-200 dark:bg-zinc-800" />
      <div className="flex-1 space-y-2">
        <div className="shimmer h-3 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="shimmer h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
      </div>
    </div>
  );
}
