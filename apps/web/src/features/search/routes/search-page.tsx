import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_DEBOUNCE_MS, filterAndSortResults, searchPageCount, searchTerm } from '@marquee/domain';
import { SearchEmptyState } from '../components/search-empty-state.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { SearchPagination } from '../components/search-pagination.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';
import { useRotatingPlaceholder } from '../hooks/use-rotating-placeholder.ts';
import { useSearchUrlState } from '../hooks/use-search-url-state.ts';
import { searchResultsQuery } from '../queries.ts';

/** The term of a search query's key (['catalogue', 'list', 'search', { query, page }]). */
function searchedFor(key: readonly unknown[] | undefined): string | undefined {
  const params = key?.[3] as { query?: unknown } | undefined;
  return typeof params?.query === 'string' ? params.query : undefined;
}

/** /search?query=&page=&type=&sort=: the URL is the state; results are filtered and sorted on the client. */
export default function SearchPage() {
  const { state, setQuery, setType, setSort, setPage } = useSearchUrlState();
  const location = useLocation();
  const placeholder = useRotatingPlaceholder();

  // What the visitor is typing belongs to the history entry it was typed on; back/forward shows that entry's query.
  const [draft, setDraft] = useState<{ text: string; entry: string } | null>(null);
  const text = draft?.entry === location.key ? draft.text : state.query;
  const writeQuery = useDebouncedCallback(setQuery, SEARCH_DEBOUNCE_MS);
  const { cancel } = writeQuery;
  useEffect(() => cancel, [location.key, cancel]);

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
      <div className="flex items-center gap-3 rounded-2xl border border-zinc-300 bg-white px-4 focus-within:border-brand-500 dark:border-zinc-700 dark:bg-zinc-900">
        <Search className="h-5 w-5 shrink-0 text-zinc-500" aria-hidden="true" />
        <SearchInput
          value={text}
          onChange={(value) => {
            setDraft({ text: value, entry: location.key });
            writeQuery.run(value);
          }}
          placeholder={placeholder}
          label="Search movies and series"
          autoFocus
          className="h-12 text-base sm:h-14 sm:text-lg"
        />
      </div>
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
