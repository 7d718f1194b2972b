import { useQueries, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CAROUSEL_MAX_ITEMS, type TMediaItem, type TPage } from '@marquee/domain';
import { limitRow } from './display-limit.ts';

type TList = TPage<TMediaItem>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each factory has its own key tuple type
export type TListOptions = UseQueryOptions<TList, Error, TList, any>;

/** What a row or grid needs to draw a list: its titles and where loading stands. */
export interface TMediaListState {
  items: TMediaItem[];
  /** Nothing to show yet (first load). */
  isPending: boolean;
  /** Loading failed and there is nothing to show. */
  isError: boolean;
  isFetching: boolean;
  /** Loads the failed lists again. */
  retry: () => void;
}

/** One catalogue list, cut to `limit` titles (never over 100). */
export function useMediaList(options: TListOptions, limit = CAROUSEL_MAX_ITEMS): TMediaListState {
  const query = useQuery(options);
  return {
    items: limitRow(query.data?.results ?? [], limit),
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * Several lists mixed into one (e.g. popular movies and popular series). It shows once every list has
 * answered; a failed list leaves out its titles, and only when all fail is it an error. `mix` should be the
 * same function from render to render (declared outside the component, or memoized): the lists are mixed
 * again, and the mix compared deeply with the last one, only when it or the lists' answers change.
 */
export function useMixedLists(
  lists: TListOptions[],
  mix: (results: TMediaItem[][]) => TMediaItem[],
): TMediaListState {
  const combine = useCallback(
    (results: UseQueryResult<TList>[]): TMediaListState => {
      const isPending = results.some((r) => r.isPending);
      const isError = !isPending && results.every((r) => r.isError);
      return {
        items: isPending ? [] : limitRow(mix(results.map((r) => r.data?.results ?? [])), CAROUSEL_MAX_ITEMS),
        isPending,
        isError,
        isFetching: results.some((r) => r.isFetching),
        retry: () => {
          for (const r of results) if (r.isError) void r.refetch();
        },
      };
    },
    [mix],
  );
  return useQueries({ queries: lists, combine });
}
