import { Star } from '../../../lib/icons.tsx';
import type { TEpisode } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { responsiveBackdrop } from '@marquee/contract/routes';
import { episodeRating } from './episode-card.tsx';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

/** The episode's still with its rating badge. */
export function EpisodeStill({ episode }: { episode: TEpisode }) {
  return (
    <div className="relative">
      <Artwork
        image={responsiveBackdrop(episode.still_path)}
        alt={`${episode.name} still`}
        aspect="16 / 9"
        className="w-full rounded-2xl shadow-lg"
        priority
        sizes="(min-width: 1152px) 660px, (min-width: 1024px) 58vw, 100vw"
      />
      <span
        data-testid="still-rating"
        {...SCORE_MARK}
        className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/70 px-2.5 py-1 text-sm font-bold text-white backdrop-blur-sm"
      >
        <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
        <span className="sr-only">Rating </span>
        {episodeRating(episode)}
      </span>
    </div>
  );
}
