import clsx from 'clsx';
import { ChevronRight } from '../../../lib/icons.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { CATEGORIES, type TCategory } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';

/** Every category page, as a list of links (the landing's last section). */
export function AllCategories() {
  return (
    <section aria-labelledby="all-categories-heading" data-testid="all-categories">
      <h2
        id="all-categories-heading"
        className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight sm:text-xl"
      >
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-500" />
        All Categories
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <CategoryLink category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryLink({ category }: { category: TCategory }) {
  return (
    <PrefetchLink
      to={paths.category(category.slug)}
      className={clsx(
        'group flex items-center justify-between gap-2 rounded-xl border border-zinc-200 bg-white px-3 py-3 text-sm font-semibold transition',
        'hover:border-brand-500 hover:text-brand-600 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:text-brand-400',
      )}
    >
      <span className="min-w-0">
        <span className="block truncate">{category.name}</span>
        <span className="block text-xs font-normal text-zinc-500 dark:text-zinc-400">
          {category.mediaType === 'tv' ? 'Series' : 'Movies'}
        </span>
      </span>
      <ChevronRight
        className="h-4 w-4 shrink-0 text-zinc-400 transition group-hover:translate-x-0.5 group-hover:text-brand-500"
        aria-hidden="true"
      />
    </PrefetchLink>
  );
}
