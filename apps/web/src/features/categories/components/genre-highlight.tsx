import { useId } from 'react';
import { CATEGORY_HIGHLIGHT_ITEMS, type TCategory } from '@marquee/domain';
import { mediaKey } from '../../catalogue/browse/mix-media.ts';
import { useMediaList } from '../../catalogue/browse/use-media-list.ts';
import { LoadError } from '../../catalogue/components/load-error.tsx';
import { SectionHeading } from '../../catalogue/components/section-heading.tsx';
import { paths } from '../../../lib/paths.ts';
import { genreTopQuery } from '../queries.ts';
import { HighlightItem, HighlightItemSkeleton } from './highlight-item.tsx';

/** A genre's five most popular titles as a ranked panel, with 'See all' leading to its genre page. */
export function GenreHighlight({ category }: { category: TCategory }) {
  const headingId = useId();
  const list = useMediaList(genreTopQuery(category), CATEGORY_HIGHLIGHT_ITEMS);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="genre-highlight"
      className="relative rounded-2xl border border-zinc-200 bg-zinc-50 p-3 sm:p-4 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <SectionHeading id={headingId} title={category.name} seeAllHref={paths.category(category.slug)} />
      {list.isError ? (
        <LoadError
          compact
          title={`Couldn't load ${category.name}.`}
          message="Check your internet connection and try again."
          onRetry={list.retry}
          isRetrying={list.isFetching}
        />
      ) : (
        <ol className="space-y-1" aria-busy={list.isPending}>
          {list.isPending
            ? Array.from({ length: CATEGORY_HIGHLIGHT_ITEMS }, (_, index) => (
                <li key={index}>
                  <HighlightItemSkeleton />
                </li>
              ))
            : list.items.map((item, index) => (
                <li key={mediaKey(item)} data-testid="highlight-item">
                  <HighlightItem item={item} rank={index + 1} />
                </li>
              ))}
        </ol>
      )}
    </section>
  );
}
