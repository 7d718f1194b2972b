import { Check, Star } from '../../../lib/icons.tsx';
import { useId } from 'react';
import {
  CARD_GUEST_STARS_SHOWN,
  formatRating,
  hasRating,
  isComingSoon,
  type TEpisode,
  type TEpisodeProgress,
} from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { ComingSoonBadge } from './coming-soon-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

export interface TEpisodeCardProps {
  series: { id: number; name: string };
  episode: TEpisode;
  /** The episode whose page this is. */
  isCurrent?: boolean;
  /** How far the visitor watched it, from their watch history. */
  progress?: TEpisodeProgress | undefined;
}

/** An episode's rating to one decimal, N/A when nobody has rated it. */
export function episodeRating(episode: Pick<TEpisode, 'vote_average' | 'vote_count'>): string {
  return episode.vote_average && episode.vote_count !== 0 ? formatRating(episode.vote_average) : 'N/A';
}

/**
 * One episode of the season browser: still, number and name, air date, Coming Soon, rating, and a Watched mark or
 * a progress bar from the watch history; hovering or focusing it shows the overview and up to three guest stars.
 */
export function EpisodeCard({ series, episode, isCurrent = false, progress }: TEpisodeCardProps) {
  const id = useId();
  const guests = episode.guest_stars ?? [];
  return (
    <PrefetchLink
      to={paths.episode({
        id: series.id,
        name: series.name,
        season: episode.season_number,
        episode: episode.episode_number,
      })}
      aria-describedby={`${id}-more`}
      aria-current={isCurrent ? 'page' : undefined}
      data-testid="episode-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-zinc-100 outline-none transition hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-500 dark:bg-zinc-900 dark:hover:bg-zinc-800"
    >
      <div className="relative">
        <Artwork
          image={sizedArtwork(episode.still_path, 320, 'still')}
          alt=""
          aspect="16 / 9"
          className="w-full"
        />
        {progress && <EpisodeProgressMark name={episode.name} progress={progress} />}
        <div
          id={`${id}-more`}
          data-testid="episode-card-more"
          className="invisible absolute inset-0 flex flex-col gap-2 overflow-hidden bg-black/85 p-3 text-xs text-white opacity-0 transition-opacity group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100"
        >
          <p className="line-clamp-4">{episode.overview?.trim() || 'No overview available.'}</p>
          {guests.length > 0 && (
            <p className="line-clamp-2 text-zinc-300">
              <span className="font-semibold text-white">Guest stars: </span>
              {guests
                .slice(0, CARD_GUEST_STARS_SHOWN)
                .map((star) => star.name)
                .join(', ')}
            </p>
          )}
        </div>
      </div>
      <div className="space-y-1 p-3">
        <p className="line-clamp-2 text-sm font-semibold group-hover:text-brand-500">
          <span className="text-zinc-500 dark:text-zinc-400">{episode.episode_number}. </span>
          {episode.name}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
          <span>{formatDate(episode.air_date) ?? 'N/A'}</span>
          {isComingSoon(episode.air_date) && <ComingSoonBadge />}
          {hasRating(episode.vote_average, episode.vote_count) && (
            <span {...SCORE_MARK} className="inline-flex items-center gap-0.5">
              <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="sr-only">Rating </span>
              {episodeRating(episode)}
            </span>
          )}
        </p>
      </div>
    </PrefetchLink>
  );
}

/** Watched (a check) once seen to the end, else how far in, as a bar along the still's foot. */
function EpisodeProgressMark({ name, progress }: { name: string; progress: TEpisodeProgress }) {
  if (progress.isWatched) {
    return (
      <span
        data-testid="episode-watched"
        className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/75 px-2 py-0.5 text-xs font-semibold text-white"
      >
        <Check className="h-3.5 w-3.5" strokeWidth={3} />
        Watched
      </span>
    );
  }
  const percent = Math.round(progress.share * 100);
  return (
    <span
      role="progressbar"
      aria-label={`${name} watched`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="episode-progress"
      className="absolute inset-x-0 bottom-0 h-1.5 bg-black/50"
    >
      <span className="block h-full bg-brand-500" style={{ width: `${percent}%` }} />
    </span>
  );
}
