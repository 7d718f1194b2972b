import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { bookmarkFiltersSearch, parseBookmarkFilters, type TBookmarkFilters } from './bookmark-filters.ts';

/** The bookmarks page's link with some filters. */
export function bookmarksPath(filters: Partial<TBookmarkFilters> = {}): string {
  return `${paths.bookmarks()}${bookmarkFiltersSearch(filters)}`;
}

/** The bookmarks page's filters live in its URL, so links, reloads and back/forward keep them. */
export function useBookmarkFilters(): {
  filters: TBookmarkFilters;
  /** Changes some filters; `replace` while typing, so each key is not a history entry. */
  setFilters: (next: Partial<TBookmarkFilters>, replace?: boolean) => void;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseBookmarkFilters(params), [params]);
  const setFilters = useCallback(
    (next: Partial<TBookmarkFilters>, replace = false) => {
      void navigate(bookmarksPath({ ...filters, ...next }), { replace, preventScrollReset: true });
    },
    [filters, navigate],
  );
  return { filters, setFilters };
}
