import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { filterAndSortResults, searchPageCount, searchTerm } from '@marquee/domain';
import { SearchEmptyState } from '../components/search-empty-state.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchQueryInput } from '../components/search-query-input.tsx';
import { SearchPagination } from '../components/search-pagination.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { useRotatingPlaceholder } from '../hooks/use-rotating-placeholder.ts';
import { useQueryInputKey, useSearchUrlState } from '../hooks/use-search-url-state.ts';
import { searchResultsQuery } from '../queries.ts';

/** The term of a search query's key (['catalogue', 'list', 'search', { query, page }]). */
function searchedFor(key: readonly unknown[] | undefined): string | undefined {
  const params = key?.[3] as { query?: unknown } | undefined;
  return typeof params?.query === 'string' ? params.query : undefined;
}

/** /search?query=&page=&type=&sort=: the URL is the state; results are filtered and sorted on the client. */
export default function SearchPage() {
  const { state, setQuery, setType, setSort, setPage } = useSearchUrlState();
  const inputKey = useQueryInputKey();
  const placeholder = useRotatingPlaceholder();

  const isSearching = searchTerm(state.query) !== '';
  const results = useQuery({
    ...searchResultsQuery(state.query, state.page),
    // Another page of the same search keeps the current one on screen (dimmed) until it arrives.
    placeholderData: (previous, previousQuery) =>
      searchedFor(previousQuery?.queryKey) === searchTerm(state.query)
        ? keepPreviousData(previous)
        : undefined,
  });
  const pageCount = searchPageCount(state.query, results.data);
  const items = useMemo(
    () => results.data && filterAndSortResults(results.data.results, state.type, state.sort),
    [results.data, state.type, state.sort],
  );

  const goToPage = (page: number) => {
    if (results.isFetching || page < 1 || page > pageCount) return;
    window.scrollTo({ top: 0 });
    if (page === state.page) void results.refetch();
    else setPage(page);
  };

  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <h1 className="sr-only">Search movies and series</h1>
      <SearchQueryInput
        key={inputKey}
        initialQuery={state.query}
        onQueryChange={setQuery}
        placeholder={placeholder}
      />
      <SearchFilters type={state.type} sort={state.sort} onTypeChange={setType} onSortChange={setSort} />
      {isSearching ? (
        <>
          <SearchResults
            query={state.query}
            items={results.isPlaceholderData && state.page === 1 ? undefined : items}
            isError={results.isError}
            isRefreshing={results.isPlaceholderData}
          />
          {!results.isError && (
            <SearchPagination
              page={state.page}
              pageCount={pageCount}
              isLoading={results.isFetching}
              onPageChange={goToPage}
            />
          )}
        </>
      ) : (
        <SearchEmptyState placeholder={placeholder} />
      )}
    </section>
  );
}
