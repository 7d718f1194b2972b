import { useParams } from 'react-router';
import { findCategory, type TCategory } from '@marquee/domain';
import { InfiniteGrid } from '../../catalogue/components/infinite-grid.tsx';
import { useInfiniteMedia } from '../../catalogue/components/infinite-media-pages.ts';
import { MissingPage } from '../../catalogue/components/missing-page.tsx';
import { useFirstPageOnChange } from '../../catalogue/components/use-first-page-on-change.ts';
import { paths } from '../../../lib/paths.ts';
import { GenreSwitcher } from '../components/genre-switcher.tsx';
import { genreTitlesQuery } from '../queries.ts';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** A genre page: the genre's titles with infinite scroll; an unknown genre is 'Genre Not Found'. */
export default function GenrePage() {
  const category = findCategory(useParams().category ?? '');
  if (!category) {
    return (
      <MissingPage
        title="Genre Not Found"
        message="We couldn't find that category. It may have been renamed or never existed."
        linkTo={paths.home()}
        linkText="Return Home"
      />
    );
  }
  return <GenreTitles category={category} />;
}

function GenreTitles({ category }: { category: TCategory }) {
  const query = genreTitlesQuery(category);
  useFirstPageOnChange(query.queryKey);
  const list = useInfiniteMedia(query);
  const kind = category.mediaType === 'tv' ? 'Series' : 'Movies';
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <DocumentTitle>{`${category.name} ${kind.toLowerCase()} · Marquee`}</DocumentTitle>
      <header>
        <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase dark:text-brand-400">
          {kind}
        </p>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{category.name}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {list.totalResults === undefined
            ? '\u00a0'
            : `${list.totalResults} ${list.totalResults === 1 ? 'title' : 'titles'}, most popular first`}
        </p>
      </header>
      <GenreSwitcher current={category.slug} />
      <h2 className="sr-only">{`${category.name} ${kind.toLowerCase()}`}</h2>
      <InfiniteGrid
        list={list}
        label={`${category.name} ${kind.toLowerCase()}`}
        emptyText="No movies found for this category"
      />
    </div>
  );
}
