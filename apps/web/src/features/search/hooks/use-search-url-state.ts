import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseSearchState, type TSearchSort, type TSearchState, type TSearchType } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';

export interface TSearchUrlState {
  state: TSearchState;
  /** A new query, back to page 1; replaces the history entry (called while typing). */
  setQuery: (query: string) => void;
  /** A new media type, back to page 1. */
  setType: (type: TSearchType) => void;
  /** A new sort order, back to page 1. */
  setSort: (sort: TSearchSort) => void;
  setPage: (page: number) => void;
}

/** The search page's state lives in its URL, so links, reloads and back/forward all restore it. */
export function useSearchUrlState(): TSearchUrlState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchState(params), [params]);

  const go = useCallback(
    (next: Partial<TSearchState>, replace = false) => {
      void navigate(paths.search({ ...state, ...next }), { replace, preventScrollReset: true });
    },
    [navigate, state],
  );

  return useMemo(
    () => ({
      state,
      setQuery: (query) => go({ query, page: 1 }, true),
      setType: (type) => go({ type, page: 1 }),
      setSort: (sort) => go({ sort, page: 1 }),
      setPage: (page) => go({ page }),
    }),
    [state, go],
  );
}
