import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { discoverSearch, parseDiscoverState, type TDiscoverState } from '@marquee/domain';

/**
 * The discover filters, kept in the URL so that back, forward and shared links show the same results.
 * Each change is a new history entry.
 */
export function useDiscoverState(): [TDiscoverState, (change: Partial<TDiscoverState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = parseDiscoverState(params);
  const update = useCallback(
    (change: Partial<TDiscoverState>) => {
      setParams(
        (current) => new URLSearchParams(discoverSearch({ ...parseDiscoverState(current), ...change })),
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [state, update];
}
