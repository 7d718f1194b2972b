import { ChevronRight, Star } from 'lucide-react';
import { formatRating, isComingSoon, type TEpisode } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '../../../lib/image-url.ts';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { ComingSoonBadge } from './coming-soon-badge.tsx';
import { formatDate } from './format.ts';

export interface TEpisodeListProps {
  show: { id: number; name: string };
  episodes: TEpisode[];
}

/** A season's episodes, each linking to its episode page. */
export function EpisodeList({ show, episodes }: TEpisodeListProps) {
  if (episodes.length === 0) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">No episodes yet.</p>;
  }
  return (
    <ol className="space-y-3" aria-label="Episodes">
      {episodes.map((episode) => (
        <li key={episode.id}>
          <PrefetchLink
            to={paths.episode({
              id: show.id,
              name: show.name,
              season: episode.season_number,
              episode: episode.episode_number,
            })}
            className="group flex items-center gap-3 rounded-xl bg-zinc-100 p-2 transition hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-brand-500 sm:gap-4 dark:bg-zinc-900 dark:hover:bg-zinc-800"
          >
            <Artwork
              image={sizedArtwork(episode.still_path, 160, 'still')}
              alt={`${episode.name} still`}
              aspect="16 / 9"
              className="w-28 shrink-0 rounded-lg sm:w-40"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm font-semibold group-hover:text-brand-500 sm:text-base">
                <span className="text-zinc-500 dark:text-zinc-400">{episode.episode_number}. </span>
                {episode.name}
              </p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                <span>{formatDate(episode.air_date) ?? 'Air date unknown'}</span>
                {isComingSoon(episode.air_date) && <ComingSoonBadge />}
                <span className="inline-flex items-center gap-0.5">
                  <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                  <span className="sr-only">Rating </span>
                  {episode.vote_average ? formatRating(episode.vote_average) : 'N/A'}
                </span>
              </p>
            </div>
            <ChevronRight className="h-5 w-5 shrink-0 text-zinc-400" aria-hidden="true" />
          </PrefetchLink>
        </li>
      ))}
    </ol>
  );
}
