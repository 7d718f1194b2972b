import clsx from 'clsx';
import { useId } from 'react';
import { CATEGORIES, MOVIE_GENRES, SERIES_GENRES, type TMediaType } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';
import { SectionHeading } from './section-heading.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

export interface TCategoryRowProps {
  /** Whose genres to list: series (the default) or movies. */
  type?: TMediaType;
  title?: string;
}

const TILE_COLOURS = [
  'from-rose-600 to-rose-900',
  'from-violet-600 to-indigo-900',
  'from-sky-600 to-blue-900',
  'from-emerald-600 to-teal-900',
  'from-amber-600 to-orange-900',
  'from-fuchsia-600 to-purple-900',
  'from-cyan-600 to-sky-900',
  'from-lime-600 to-green-900',
];

/** The category pages whose genre exists for this media type, in menu order. */
export function categoriesFor(type: TMediaType) {
  const genres = type === 'tv' ? SERIES_GENRES : MOVIE_GENRES;
  return CATEGORIES.filter((category) => genres[category.genreId] !== undefined);
}

/** A scrolling row of genre tiles, each linking to its category page. */
export function CategoryRow({ type = 'tv', title = 'Browse by category' }: TCategoryRowProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="category-row">
      <SectionHeading id={headingId} title={title} seeAllHref={paths.categories()} />
      <ul className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:scroll-px-6 sm:px-6">
        {categoriesFor(type).map((category, index) => (
          <li key={category.slug} className="shrink-0 snap-start">
            <PrefetchLink
              to={paths.category(category.slug)}
              className={clsx(
                'relative flex h-16 w-40 items-end overflow-hidden rounded-xl bg-gradient-to-br p-3 text-sm font-bold text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg sm:h-20 sm:w-44',
                TILE_COLOURS[index % TILE_COLOURS.length],
              )}
            >
              <span
                aria-hidden="true"
                className="absolute -right-1 -bottom-5 text-7xl leading-none font-black text-white/15 select-none"
              >
                {category.name.charAt(0)}
              </span>
              <span className="relative">{category.name}</span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
