import { ROW_LIMIT_POPULAR } from '@marquee/domain';
import { useMediaList } from '../../catalogue/browse/use-media-list.ts';
import { LoadError } from '../../catalogue/components/load-error.tsx';
import { listQuery } from '../../catalogue/queries.ts';
import { SeriesSections } from '../components/series-sections.tsx';

/**
 * Series landing: category row, ad, top list, Featured, Trending, Popular and Upcoming Series,
 * and a grid of popular series. If the popular list fails or comes back empty, the page offers a retry.
 */
export default function SeriesPage() {
  const popular = useMediaList(listQuery('tv/popular'), ROW_LIMIT_POPULAR);
  const isBroken = popular.isError || (!popular.isPending && popular.items.length === 0);
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <h1 className="sr-only">Series</h1>
      {isBroken ? (
        <LoadError
          title="Something went wrong."
          message="We couldn't load the content. Please check your internet connection or try again."
          onRetry={popular.retry}
          isRetrying={popular.isFetching}
        />
      ) : (
        <SeriesSections popular={popular} />
      )}
    </div>
  );
}
