import { Film, Star, Tv } from '../../../lib/icons.tsx';
import {
  displayTitle,
  formatItemRating,
  hasRating,
  mediaKind,
  releaseDateOf,
  yearOf,
  type TMediaItem,
} from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

/** A large backdrop card of the featured strip: rank, title, year, rating, kind and the start of the overview. */
export function FeaturedCard({ item, rank }: { item: TMediaItem; rank: number }) {
  const title = displayTitle(item);
  const isSeries = mediaKind(item) === 'tv';
  const Icon = isSeries ? Tv : Film;
  return (
    <PrefetchLink
      to={paths.media(item) ?? paths.discover()}
      className="group relative block overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-xl dark:ring-white/10"
    >
      <Artwork
        image={sizedArtwork(item.backdrop_path ?? item.poster_path, 420, 'backdrop')}
        alt=""
        aspect="16 / 9"
        priority={rank <= 3}
        className="transition duration-500 group-hover:scale-105"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/40 to-transparent"
      />
      <span className="absolute top-3 left-3 rounded-lg bg-brand-700 px-2 py-0.5 text-sm font-black text-white shadow">
        #{rank}
      </span>
      <div className="absolute inset-x-0 bottom-0 p-4">
        <h3 className="line-clamp-1 text-lg font-extrabold text-white drop-shadow sm:text-xl">{title}</h3>
        <p className="mt-1 flex items-center gap-2 text-xs font-medium text-white/85">
          <span>{yearOf(releaseDateOf(item)) ?? 'Unknown'}</span>
          {hasRating(item.vote_average, item.vote_count) && (
            <span {...SCORE_MARK} className="contents">
              <span aria-hidden="true">•</span>
              <span className="inline-flex items-center gap-0.5">
                <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span aria-label={`Rating ${formatItemRating(item)}`}>{formatItemRating(item)}</span>
              </span>
            </span>
          )}
          <span aria-hidden="true">•</span>
          <span className="inline-flex items-center gap-1">
            <Icon className="h-3 w-3" aria-hidden="true" />
            {isSeries ? 'Series' : 'Movie'}
          </span>
        </p>
        {item.overview && (
          <p className="mt-1.5 line-clamp-2 hidden text-xs text-white/75 sm:block">{item.overview}</p>
        )}
      </div>
    </PrefetchLink>
  );
}

/** A placeholder the size of a featured card. */
export function FeaturedCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="featured-skeleton"
      className="shimmer aspect-video rounded-2xl bg-zinc-200 dark:bg-zinc-800"
    />
  );
}
