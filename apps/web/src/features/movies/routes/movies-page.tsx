import { ROW_LIMIT_POPULAR } from '@marquee/domain';
import { useMediaList } from '../../catalogue/browse/use-media-list.ts';
import { LoadError } from '../../catalogue/components/load-error.tsx';
import { listQuery } from '../../catalogue/queries.ts';
import { MoviesSections } from '../components/movies-sections.tsx';

/**
 * Movies landing: network row, ad, hero carousel, Featured, Trending, Popular (row and grid),
 * Upcoming. Popular movies is the main list: if it fails or comes back empty, the page offers a retry.
 */
export default function MoviesPage() {
  const popular = useMediaList(listQuery('movie/popular'), ROW_LIMIT_POPULAR);
  const isBroken = popular.isError || (!popular.isPending && popular.items.length === 0);
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <h1 className="sr-only">Movies</h1>
      {isBroken ? (
        <LoadError
          title="Something went wrong."
          message="We couldn't load the content..."
          onRetry={popular.retry}
          isRetrying={popular.isFetching}
        />
      ) : (
        <MoviesSections popular={popular} />
      )}
    </div>
  );
}
