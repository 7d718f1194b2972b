import clsx from 'clsx';
import { Star } from '../../../../lib/icons.tsx';
import {
  displayTitle,
  formatItemRating,
  hasRating,
  genreName,
  mediaKind,
  releaseDateOf,
  yearOf,
  type TMediaItem,
} from '@marquee/domain';
import { Artwork } from '../../../../lib/artwork.tsx';
import { heroBackdrop, type THeroLayout } from '@marquee/contract/routes';
import { HeroActions } from './hero-actions.tsx';
import { HeroTitle } from './hero-title.tsx';
import { SCORE_MARK } from '../../../user-ratings/hide-scores.ts';

export interface THeroSlideProps {
  /** The id its tab in the slide picker points to. */
  id: string;
  item: TMediaItem;
  position: number;
  count: number;
  isActive: boolean;
  /** Whether its images load now: the shown slide, its neighbours and those seen before. */
  isWanted: boolean;
  /** Where the carousel sits, which decides the backdrop's crop on each kind of screen. */
  layout: THeroLayout;
  /** The first slide is the page's largest image: load it first. */
  priority: boolean;
}

/** One slide of the hero carousel: backdrop, logo or title, year, rating, overview, Play and More info. */
export function HeroSlide({
  id,
  item,
  position,
  count,
  isActive,
  isWanted,
  layout,
  priority,
}: THeroSlideProps) {
  return (
    <div
      id={id}
      role="tabpanel"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      aria-hidden={!isActive}
      inert={!isActive}
      data-active={isActive}
      data-testid="hero-slide"
      className={clsx(
        'absolute inset-0 transition-opacity duration-700 ease-out',
        isActive ? 'z-10 opacity-100' : 'z-0 opacity-0',
      )}
    >
      {isWanted && <HeroSlideContent item={item} layout={layout} priority={priority} />}
    </div>
  );
}

/** What a slide shows; built only for the slides near the one shown (a carousel holds up to 20). */
function HeroSlideContent({ item, layout, priority }: Pick<THeroSlideProps, 'item' | 'layout' | 'priority'>) {
  const title = displayTitle(item);
  const year = yearOf(releaseDateOf(item));
  const kindLabel = mediaKind(item) === 'tv' ? 'Series' : 'Movie';
  const genre = item.genre_ids?.map((id) => genreName(id)).find(Boolean);
  return (
    <>
      <div className="absolute inset-0">
        <Artwork
          image={heroBackdrop(item.backdrop_path, layout)}
          alt=""
          aspect="auto"
          priority={priority}
          className="h-full w-full bg-zinc-900"
        />
      </div>
      <div className="absolute inset-0 bg-gradient-to-t from-black via-black/55 to-black/0 sm:bg-gradient-to-r sm:from-black/90 sm:via-black/50 sm:to-black/0" />
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-transparent to-transparent" />
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-3 p-5 pb-14 sm:max-w-2xl sm:p-8 sm:pb-16 lg:p-10 lg:pb-16">
        <HeroTitle item={item} />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-zinc-200">
          <span className="rounded bg-white/15 px-1.5 py-0.5 text-xs font-semibold text-white backdrop-blur">
            {kindLabel}
          </span>
          <span>{year ?? 'Unknown'}</span>
          {hasRating(item.vote_average, item.vote_count) && (
            <span {...SCORE_MARK} className="contents">
              <span aria-hidden="true">•</span>
              <span className="inline-flex items-center gap-1">
                <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="sr-only">Rating</span>
                {formatItemRating(item)}
              </span>
            </span>
          )}
          {genre && (
            <>
              <span aria-hidden="true">•</span>
              <span>{genre}</span>
            </>
          )}
        </p>
        {item.overview && (
          <p className="line-clamp-2 max-w-xl text-sm leading-relaxed text-zinc-200 sm:line-clamp-3 sm:text-base">
            {item.overview}
          </p>
        )}
        <HeroActions item={item} title={title} />
      </div>
    </>
  );
}
