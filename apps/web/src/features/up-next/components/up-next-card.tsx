import type { TUpNextItem } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { Artwork } from '../../../lib/artwork.tsx';
import { X } from '../../../lib/icons.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { tvDetailsQuery } from '../../catalogue/queries.ts';

/** The next episode of a followed series: its backdrop, "New episode" when it came back, and Remove. */
export function UpNextCard({
  item,
  width,
  onRemove,
}: {
  item: TUpNextItem;
  width: number;
  onRemove: (item: TUpNextItem) => void;
}) {
  const details = useQuery({ ...tvDetailsQuery(item.mediaId), retry: false }).data;
  const { season, episode, name } = item.episode;
  const label = `S${season} E${episode}`;
  return (
    <article data-testid="up-next-card" className="group relative">
      <PrefetchLink
        to={paths.episode({ id: item.mediaId, name: item.title, season, episode })}
        className="block rounded-xl"
      >
        <div className="relative overflow-hidden rounded-xl">
          <Artwork image={sizedArtwork(details?.backdrop_path, width, 'backdrop')} alt="" aspect="16 / 9" />
          {item.isNew && (
            <span className="absolute top-2 left-2 rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-white">
              New episode
            </span>
          )}
        </div>
        <h3 className="mt-2 line-clamp-1 text-sm font-semibold group-hover:text-brand-500">{item.title}</h3>
        <p className="line-clamp-1 text-xs text-zinc-500 dark:text-zinc-400">
          {name ? `${label} · ${name}` : label}
        </p>
      </PrefetchLink>
      <button
        type="button"
        onClick={() => onRemove(item)}
        aria-label={`Remove ${item.title} from Up Next`}
        className="absolute top-2 right-2 grid h-9 w-9 place-items-center rounded-full bg-black/70 text-white hover:bg-black/90"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </article>
  );
}
