import { useQuery } from '@tanstack/react-query';
import { Search, SlidersHorizontal, X } from '../../../lib/icons.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced.ts';
import { useRotatingPlaceholder } from '../hooks/use-rotating-placeholder.ts';
import { searchResultsQuery } from '../queries.ts';
import { searchOverlay } from '../search-overlay-store.ts';
import { SearchInput } from './search-input.tsx';
import { SearchOverlayResults } from './search-overlay-results.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

/** The open search overlay: search box, Close, the 'Advanced Search/Filter' link and the results. */
export function SearchOverlayPanel() {
  const [text, setText] = useState('');
  const term = searchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const isCleared = searchTerm(text) === '';
  const results = useQuery(searchResultsQuery(term));
  const placeholder = useRotatingPlaceholder();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const restoreFocus = useRef(true);

  useEffect(() => {
    if (results.error) console.error('Error fetching search results', results.error);
  }, [results.error]);

  // Leaving for another page: the overlay closes and focus belongs to that page, not to the opener.
  const leave = () => {
    restoreFocus.current = false;
    searchOverlay.close();
  };
  const goToSearchPage = (event: FormEvent) => {
    event.preventDefault();
    leave();
    void navigate(paths.search({ query: text }));
  };
  const isError = !isCleared && results.isError;

  return (
    <Dialog
      open
      onClose={searchOverlay.close}
      label="Search"
      initialFocusRef={inputRef}
      restoreFocusRef={restoreFocus}
      className="h-dvh w-full"
    >
      <div className="flex h-full justify-center overflow-y-auto p-3 sm:p-6 sm:pt-20">
        <div
          className="fixed inset-0"
          data-testid="search-overlay-backdrop"
          onClick={searchOverlay.close}
          aria-hidden="true"
        />
        <div className="relative flex max-h-full w-full max-w-2xl flex-col self-start overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-black/10 dark:bg-zinc-900 dark:ring-white/10">
          <form
            role="search"
            onSubmit={goToSearchPage}
            className="flex items-center gap-2 border-b border-zinc-200 p-2 dark:border-zinc-800"
          >
            <button
              type="submit"
              aria-label="Open the search page"
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              <Search className="h-5 w-5" aria-hidden="true" />
            </button>
            <SearchInput
              ref={inputRef}
              value={text}
              onChange={setText}
              placeholder={placeholder}
              label="Search movies and series"
              className="h-10 text-base sm:text-lg"
            />
            <button
              type="button"
              onClick={searchOverlay.close}
              className="inline-flex h-10 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              <X className="h-4 w-4" aria-hidden="true" />
              Close
            </button>
          </form>
          {isError && (
            <p role="alert" className="px-4 pt-3 text-sm font-medium text-red-600 dark:text-red-400">
              Error fetching search results
            </p>
          )}
          <div className="flex justify-end px-4 pt-2">
            <PrefetchLink
              to={paths.search()}
              onClick={leave}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
            >
              <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
              Advanced Search/Filter
            </PrefetchLink>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
            <SearchOverlayResults
              isCleared={isCleared}
              isFetching={results.isFetching}
              isError={isError}
              results={results.data?.results}
              onSelect={leave}
            />
          </div>
        </div>
      </div>
    </Dialog>
  );
}
