import clsx from 'clsx';
import { CATEGORIES } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

/** Chips for every category, the current one marked, to hop between genre pages. */
export function GenreSwitcher({ current }: { current: string }) {
  return (
    <nav aria-label="Categories">
      <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0">
        {CATEGORIES.map((category) => {
          const isCurrent = category.slug === current;
          return (
            <li key={category.slug} className="shrink-0">
              <PrefetchLink
                to={paths.category(category.slug)}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'inline-flex rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                  isCurrent
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-zinc-300 text-zinc-700 hover:border-brand-500 hover:text-brand-600 dark:border-zinc-700 dark:text-zinc-300 dark:hover:text-brand-400',
                )}
              >
                {category.name}
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
