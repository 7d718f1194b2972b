import { HISTORY_TRENDING_POPULARITY } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { Flame, X } from 'lucide-react';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '../../../lib/image-url.ts';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { movieDetailsQuery, tvDetailsQuery } from '../../catalogue/queries.ts';
import type { TContinueItem } from '../continue-watching.ts';

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
  return paths.show({ id: item.id, name: item.title });
}

function subtitleOf(item: TContinueItem): string {
  if (item.episode) {
    const label = `S${item.episode.season} E${item.episode.episode}`;
    return item.episode.title ? `${label} · ${item.episode.title}` : label;
  }
  const kind = item.type === 'movie' ? 'Movie' : 'Series';
  return item.year ? `${kind} · ${item.year}` : kind;
}

/** A watched title on /history: artwork, progress bar, trending badge above popularity 400, and Remove. */
export function HistoryCard({
  item,
  width,
  onRemove,
}: {
  item: TContinueItem;
  width: number;
  onRemove: (item: TContinueItem) => void;
}) {
  // The history keeps no artwork or popularity; the title's details (shared with its page) have both.
  const movie = useQuery({ ...movieDetailsQuery(item.id), enabled: item.type === 'movie', retry: false });
  const show = useQuery({ ...tvDetailsQuery(item.id), enabled: item.type === 'show', retry: false });
  const details = item.type === 'movie' ? movie.data : show.data;
  const isTrending = (details?.popularity ?? 0) > HISTORY_TRENDING_POPULARITY;
  const percent = Math.round(item.percent);
  return (
    <article data-testid="history-card" className="group relative">
      <PrefetchLink to={hrefOf(item)} className="block rounded-xl">
        <div className="relative overflow-hidden rounded-xl">
          <Artwork image={sizedArtwork(details?.backdrop_path, width, 'backdrop')} alt="" aspect="16 / 9" />
          {isTrending && (
            <span
              data-testid="trending-badge"
              className="absolute top-2 left-2 flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-amber-300"
            >
              <Flame className="h-3.5 w-3.5" aria-hidden="true" />
              Trending
            </span>
          )}
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
        <h2 className="mt-2 line-clamp-1 text-sm font-semibold group-hover:text-brand-500">{item.title}</h2>
        <p className="line-clamp-1 text-xs text-zinc-500 dark:text-zinc-400">
          {subtitleOf(item)}
          <span className="sr-only">, {percent}% watched</span>
        </p>
      </PrefetchLink>
      <button
        type="button"
        onClick={() => onRemove(item)}
        aria-label={`Remove ${item.title} from history`}
        className="absolute top-2 right-2 grid h-9 w-9 place-items-center rounded-full bg-black/70 text-white hover:bg-black/90"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </article>
  );
}
