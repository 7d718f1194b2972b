import { CalendarDays, Clock, Layers, Star } from '../../../lib/icons.tsx';
import type { ReactNode } from 'react';
import { formatRating, hasRating, type TGenre, type TImage } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { responsiveBackdrop, sizedArtwork, TITLE_BACKDROP_SIZES } from '@marquee/contract/routes';
import { ComingSoonBadge } from './coming-soon-badge.tsx';
import { TitleHeading } from './title-heading.tsx';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

export interface TTitleHeroProps {
  title: string;
  /** The title's logo, shown in place of its name when there is one. */
  logo?: TImage | undefined;
  tagline?: string | undefined;
  backdropPath: string | null;
  posterPath: string | null;
  genres: TGenre[];
  /** Release or first air date, already formatted, and whether it is still to come. */
  date?: string | undefined;
  dateLabel: string;
  comingSoon: boolean;
  rating: number | undefined;
  runtime?: string | undefined;
  seasons?: number | undefined;
  /** The main button (Watch, or the episode to play with its pickers), first under the facts. */
  main?: ReactNode;
  /** Buttons under it (the bookmark toggle, share). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top of a title page: backdrop, poster, heading, tagline, genre chips and key facts. */
export function TitleHero(props: TTitleHeroProps) {
  const { title, tagline, backdropPath, posterPath, genres, date, dateLabel, comingSoon } = props;
  return (
    <header className="relative">
      <div className="relative">
        <Artwork
          image={responsiveBackdrop(backdropPath)}
          alt={`${title} backdrop`}
          aspect="16 / 9"
          className="max-h-[60vh] w-full sm:max-h-[480px]"
          priority
          sizes={TITLE_BACKDROP_SIZES}
        />
        <div
          className="absolute inset-0 bg-gradient-to-t from-white via-white/40 to-transparent dark:from-zinc-950 dark:via-zinc-950/40"
          aria-hidden="true"
        />
      </div>
      {/* Phones: a small poster beside the name and facts, the buttons under both, all above the fold. */}
      <div className="relative mx-auto -mt-24 grid max-w-6xl grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 px-4 sm:-mt-40 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-x-6 sm:gap-y-3 sm:px-6">
        {/* Not a priority picture: the backdrop is the largest; the poster is asked for after the paint. */}
        <Artwork
          image={sizedArtwork(posterPath, 200, 'poster')}
          alt={`${title} poster`}
          aspect="2 / 3"
          className="w-[6.5rem] self-end rounded-xl shadow-xl ring-1 ring-black/10 sm:row-span-2 sm:w-52 sm:self-start"
        />
        <div className="min-w-0 space-y-2 self-end sm:space-y-3 sm:self-start sm:pt-16">
          <TitleHeading title={title} logo={props.logo} />
          {tagline && (
            <p className="line-clamp-2 italic text-zinc-600 sm:line-clamp-none sm:text-lg dark:text-zinc-400">
              {tagline}
            </p>
          )}
          {genres.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Genres">
              {genres.map((genre) => (
                <li
                  key={genre.id}
                  className="rounded-full bg-zinc-200 px-3 py-1 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
                >
                  {genre.name}
                </li>
              ))}
            </ul>
          )}
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-zinc-700 sm:gap-x-5 sm:gap-y-2 dark:text-zinc-300">
            <Fact icon={<CalendarDays className="h-4 w-4" aria-hidden="true" />} label={dateLabel}>
              {date ?? 'Unknown'}
              {comingSoon && <ComingSoonBadge />}
            </Fact>
            {hasRating(props.rating) && (
              <Fact
                icon={<Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />}
                label="Rating"
                isScore
              >
                {formatRating(props.rating)}
              </Fact>
            )}
            {props.runtime && (
              <Fact icon={<Clock className="h-4 w-4" aria-hidden="true" />} label="Runtime">
                {props.runtime}
              </Fact>
            )}
            {props.seasons !== undefined && (
              <Fact icon={<Layers className="h-4 w-4" aria-hidden="true" />} label="Seasons">
                {props.seasons} {props.seasons === 1 ? 'Season' : 'Seasons'}
              </Fact>
            )}
          </dl>
        </div>
        <div className="col-span-2 min-w-0 space-y-3 sm:col-span-1 sm:col-start-2">
          {props.main}
          {props.actions && <div className="flex flex-wrap items-center gap-3">{props.actions}</div>}
          {props.children}
        </div>
      </div>
    </header>
  );
}

function Fact({
  icon,
  label,
  children,
  isScore = false,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  isScore?: boolean;
}) {
  return (
    <div {...(isScore ? SCORE_MARK : {})} className="flex items-center gap-1.5">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-2">{children}</dd>
    </div>
  );
}
