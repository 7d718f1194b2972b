import { ROW_LIMIT_TRENDING, heroCategories, highlightCategories } from '@marquee/domain';
import { useMediaList } from '../../catalogue/browse/use-media-list.ts';
import { MediaRow } from '../../catalogue/components/media-row.tsx';
import { trendingQuery } from '../../catalogue/queries.ts';
import { AllCategories } from '../components/all-categories.tsx';
import { GenreHero } from '../components/genre-hero.tsx';
import { GenreHighlight } from '../components/genre-highlight.tsx';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** The categories landing: a hero of 8 genres, Trending Now, 6 genre highlights, all categories. */
export default function CategoriesPage() {
  const trending = useMediaList(trendingQuery('all'), ROW_LIMIT_TRENDING);
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <DocumentTitle>Categories · Marquee</DocumentTitle>
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Categories</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Movies and series by genre, from animation to westerns.
        </p>
      </header>
      <GenreHero categories={heroCategories()} />
      <MediaRow title="Trending Now" list={trending} rowLimit={ROW_LIMIT_TRENDING} priorityCount={4} />
      <section aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className="sr-only">
          Genre highlights
        </h2>
        <ul className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-2 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-3">
          {highlightCategories().map((category) => (
            <li key={category.slug} className="w-[85%] shrink-0 snap-start sm:w-[60%] md:w-auto">
              <GenreHighlight category={category} />
            </li>
          ))}
        </ul>
      </section>
      <AllCategories />
    </div>
  );
}
