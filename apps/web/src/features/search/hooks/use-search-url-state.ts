import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
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

/** Marks the history entries the search page writes itself. */
const OWN_ENTRY = { fromSearchPage: true } as const;

function isOwnEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromSearchPage' in state;
}

/** The search page's state lives in its URL, so links, reloads and back/forward all restore it. */
export function useSearchUrlState(): TSearchUrlState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchState(params), [params]);

  const go = useCallback(
    (next: Partial<TSearchState>, replace = false) => {
      void navigate(paths.search({ ...state, ...next }), {
        replace,
        preventScrollReset: true,
        state: OWN_ENTRY,
      });
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

/**
 * A key for the query input that changes when the box must show the URL's query again: on back/forward and
 * on arrival from elsewhere. The page's own updates keep it, so keys typed while one is applied are not lost.
 */
export function useQueryInputKey(): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenEntry, setSeenEntry] = useState(location.key);
  const [inputKey, setInputKey] = useState(location.key);
  if (location.key !== seenEntry) {
    setSeenEntry(location.key);
    if (navigationType === 'POP' || !isOwnEntry(location.state)) setInputKey(location.key);
  }
  return inputKey;
}
