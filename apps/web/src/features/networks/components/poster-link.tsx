import { displayTitle, releaseDateOf, yearOf, type TMediaItem } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

/** A compact poster with its title and year, for the networks landing's small strips. */
export function PosterLink({ item, width }: { item: TMediaItem; width: number }) {
  const title = displayTitle(item);
  return (
    <PrefetchLink to={paths.media(item) ?? paths.networks()} className="group block rounded-lg">
      <Artwork
        image={sizedArtwork(item.poster_path, width, 'poster')}
        alt={`${title} poster`}
        aspect="2 / 3"
        className="rounded-lg transition group-hover:opacity-90"
      />
      <span className="mt-1.5 line-clamp-1 text-xs font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">
        {title}
      </span>
      <span className="block text-[11px] text-zinc-600 dark:text-zinc-400">
        {yearOf(releaseDateOf(item)) ?? 'Unknown'}
      </span>
    </PrefetchLink>
  );
}

/** A placeholder the size of a PosterLink. */
export function PosterLinkSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="shimmer aspect-[2/3] rounded-lg bg-zinc-200 dark:bg-zinc-800" />
      <div className="shimmer mt-2 h-3 w-4/5 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="shimmer mt-1.5 h-2.5 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}
