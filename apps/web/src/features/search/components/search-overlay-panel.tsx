import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, keepMoviesAndSeries, searchTerm } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';
import { Search, SlidersHorizontal, X } from '../../../lib/icons.tsx';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced.ts';
import { useRotatingPlaceholder } from '../hooks/use-rotating-placeholder.ts';
import { searchResultsQuery } from '../queries.ts';
import { searchOverlay } from '../search-overlay-store.ts';
import { SearchInput } from './search-input.tsx';
import { SearchOverlayResults } from './search-overlay-results.tsx';
import { searchResultHref } from './search-result-card.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

/** The next highlighted result for an arrow key (wrapping around; from none, the first or the last). */
function moveHighlight(key: string, highlighted: number, count: number): number | undefined {
  if (key === 'ArrowDown') return highlighted < 0 ? 0 : (highlighted + 1) % count;
  if (key === 'ArrowUp') return highlighted <= 0 ? count - 1 : highlighted - 1;
  return undefined;
}

/**
 * The open search overlay: search box, Close, the 'Advanced Search/Filter' link and the results. The box is a
 * combobox (WAI-ARIA): arrow keys highlight a result, Enter opens it, Escape clears the box (then closes).
 */
export function SearchOverlayPanel() {
  const [text, setText] = useState('');
  const term = searchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const isCleared = searchTerm(text) === '';
  const results = useQuery(searchResultsQuery(term));
  const placeholder = useRotatingPlaceholder();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const restoreFocus = useRef(true);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const data = results.data;
  const titles = useMemo(() => (data ? keepMoviesAndSeries(data.results) : undefined), [data]);
  // Kept with the results it was chosen in: new results start with nothing highlighted.
  const [highlight, setHighlight] = useState({ titles, index: -1 });
  const highlighted = highlight.titles === titles ? highlight.index : -1;

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
  const isExpanded = !isCleared && !isError && !results.isFetching && (titles?.length ?? 0) > 0;

  useEffect(() => {
    if (highlighted >= 0) {
      document.getElementById(optionId(highlighted))?.scrollIntoView({ block: 'nearest' });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' && text !== '') {
      // The first Escape empties the box; the next one (the dialog's) closes the overlay.
      event.preventDefault();
      event.stopPropagation();
      setText('');
      return;
    }
    if (!isExpanded || !titles) return;
    const next = moveHighlight(event.key, highlighted, titles.length);
    if (next !== undefined) {
      event.preventDefault();
      setHighlight({ titles, index: next });
      return;
    }
    const chosen = titles[highlighted];
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      leave();
      void navigate(searchResultHref(chosen));
    }
  };

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
              combobox={{
                listId,
                isExpanded,
                activeId: isExpanded && highlighted >= 0 ? optionId(highlighted) : undefined,
              }}
              onKeyDown={onKeyDown}
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
              titles={titles}
              listId={listId}
              optionId={optionId}
              highlighted={highlighted}
              onSelect={leave}
            />
          </div>
        </div>
      </div>
    </Dialog>
  );
}
