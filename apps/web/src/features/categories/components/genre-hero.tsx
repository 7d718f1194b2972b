import { useQueries } from '@tanstack/react-query';
import { Film, Tv } from '../../../lib/icons.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { representativeBackdrops, type TCategory } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { paths } from '../../../lib/paths.ts';
import { genreTopQuery } from '../queries.ts';

export interface TGenreHeroProps {
  categories: readonly TCategory[];
}

/** The landing's hero: one large tile per featured genre, pictured by a backdrop of its top title. */
export function GenreHero({ categories }: TGenreHeroProps) {
  const backdrops = useQueries({
    queries: categories.map((category) => genreTopQuery(category)),
    combine: (results) =>
      results.some((r) => r.isPending)
        ? undefined
        : representativeBackdrops(results.map((r) => r.data?.results ?? [])),
  });
  return (
    <section aria-labelledby="genre-hero-heading">
      <h2 id="genre-hero-heading" className="sr-only">
        Featured genres
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {categories.map((category, index) => (
          <li key={category.slug} data-testid="genre-hero-tile">
            <GenreTile category={category} backdrop={backdrops?.[index]} priority={index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TGenreTileProps {
  category: TCategory;
  backdrop: string | undefined;
  priority: boolean;
}

function GenreTile({ category, backdrop, priority }: TGenreTileProps) {
  const Icon = category.mediaType === 'tv' ? Tv : Film;
  return (
    <PrefetchLink
      to={paths.category(category.slug)}
      className="group relative block overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-xl dark:ring-white/10"
    >
      <Artwork
        image={sizedArtwork(backdrop, 320, 'backdrop')}
        alt=""
        aspect="16 / 10"
        priority={priority}
        className="transition duration-500 group-hover:scale-105"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/30 to-transparent"
      />
      <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/45 px-2 py-0.5 text-[11px] font-semibold text-white backdrop-blur sm:top-3 sm:right-3">
        <Icon className="h-3 w-3" aria-hidden="true" />
        {category.mediaType === 'tv' ? 'Series' : 'Movies'}
      </span>
      <span className="absolute inset-x-0 bottom-0 p-3 text-base leading-tight font-extrabold text-white drop-shadow sm:p-4 sm:text-xl">
        {category.name}
      </span>
    </PrefetchLink>
  );
}
