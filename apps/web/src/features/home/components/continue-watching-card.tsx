import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '../../../lib/image-url.ts';
import { paths } from '../../../lib/paths.ts';
import { movieDetailsQuery, tvDetailsQuery } from '../../catalogue/queries.ts';
import type { TContinueItem } from '../../history/continue-watching.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

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

/** A title to pick up again: its backdrop with a progress bar, name and where the viewer stopped. */
export function ContinueWatchingCard({ item, width }: { item: TContinueItem; width: number }) {
  // The history stores no artwork; the title's details (shared with its page) give the backdrop.
  const movie = useQuery({ ...movieDetailsQuery(item.id), enabled: item.type === 'movie', retry: false });
  const show = useQuery({ ...tvDetailsQuery(item.id), enabled: item.type === 'show', retry: false });
  const backdrop = (item.type === 'movie' ? movie.data : show.data)?.backdrop_path;
  const percent = Math.round(item.percent);
  return (
    <article data-testid="continue-card" className="group">
      <PrefetchLink to={hrefOf(item)} className="block rounded-xl">
        <div className="relative overflow-hidden rounded-xl">
          <Artwork image={sizedArtwork(backdrop, width, 'backdrop')} alt="" aspect="16 / 9" />
          <div className="absolute inset-0 grid place-items-center bg-black/0 transition group-hover:bg-black/40">
            <span className="grid h-11 w-11 scale-90 place-items-center rounded-full bg-white/90 text-zinc-950 opacity-0 shadow-lg transition group-hover:scale-100 group-hover:opacity-100">
              <Play className="h-5 w-5 fill-current" aria-hidden="true" />
            </span>
          </div>
          <div className="absolute inset-x-0 bottom-0 h-1.5 bg-black/50" aria-hidden="true">
            <div
              className="h-full bg-brand-500"
              style={{ width: `${percent}%` }}
              data-testid="progress-bar"
            />
          </div>
        </div>
        <h3 className="mt-2 line-clamp-1 text-sm font-semibold group-hover:text-brand-500">{item.title}</h3>
        <p className="line-clamp-1 text-xs text-zinc-500 dark:text-zinc-400">
          {subtitleOf(item)}
          <span className="sr-only">, {percent}% watched</span>
        </p>
      </PrefetchLink>
    </article>
  );
}
