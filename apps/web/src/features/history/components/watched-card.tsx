import type { TContinueItem } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { movieDetailsQuery, tvDetailsQuery } from '../../catalogue/queries.ts';

function hrefOf(item: TContinueItem): string {
  if (item.type === 'movie') return paths.movie({ id: item.id, title: item.title });
  if (item.episode) {
    return paths.episode({
      id: item.id,
      name: item.title,
      season: item.episode.season,
      episode: item.episode.episode,
    });
  }
  return paths.seriesTitle({ id: item.id, name: item.title });
}

function subtitleOf(item: TContinueItem): string {
  if (item.episode) {
    const label = `S${item.episode.season} E${item.episode.episode}`;
    return item.episode.title ? `${label} · ${item.episode.title}` : label;
  }
  const kind = item.type === 'movie' ? 'Movie' : 'Series';
  return item.year ? `${kind} · ${item.year}` : kind;
}

/** The details of a watched title (shared with its page): the history keeps no artwork or popularity. */
function useWatchedDetails(item: TContinueItem) {
  const movie = useQuery({ ...movieDetailsQuery(item.id), enabled: item.type === 'movie', retry: false });
  const series = useQuery({ ...tvDetailsQuery(item.id), enabled: item.type === 'show', retry: false });
  return item.type === 'movie' ? movie.data : series.data;
}

export interface TWatchedCardProps {
  item: TContinueItem;
  /** The artwork's width in CSS pixels. */
  width: number;
  testId: string;
  /** The title's heading level where the card stands. */
  heading: 'h2' | 'h3';
  /** Drawn over the artwork, with the title's popularity once its details are in. */
  overlay?: (popularity: number | undefined) => ReactNode;
  /** Beside the link (e.g. a Remove button). */
  children?: ReactNode;
}

/**
 * A watched title: its backdrop with a progress bar, name and where the viewer stopped, linking to where to
 * pick it up. The home row's and /history's cards are this with their own overlay and actions.
 */
export function WatchedCard({ item, width, testId, heading: Heading, overlay, children }: TWatchedCardProps) {
  const details = useWatchedDetails(item);
  const percent = Math.round(item.percent);
  return (
    <article data-testid={testId} className="group relative">
      <PrefetchLink to={hrefOf(item)} className="block rounded-xl">
        <div className="relative overflow-hidden rounded-xl">
          <Artwork image={sizedArtwork(details?.backdrop_path, width, 'backdrop')} alt="" aspect="16 / 9" />
          {overlay?.(details?.popularity)}
          <div
            className="absolute inset-x-0 bottom-0 h-1.5 bg-black/50"
            role="progressbar"
            aria-label={`${item.title} watched`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div
              className="h-full bg-brand-500"
              style={{ width: `${percent}%` }}
              data-testid="progress-bar"
            />
          </div>
        </div>
        <Heading className="mt-2 line-clamp-1 text-sm font-semibold group-hover:text-brand-500">
          {item.title}
        </Heading>
        <p className="line-clamp-1 text-xs text-zinc-500 dark:text-zinc-400">
          {subtitleOf(item)}
          <span className="sr-only">, {percent}% watched</span>
        </p>
      </PrefetchLink>
      {children}
    </article>
  );
}
