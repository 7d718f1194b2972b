import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  CATALOGUE_MAX_PAGE,
  mergeByPopularity,
  uniqueMedia,
  type TMediaItem,
  type TPage,
} from '@marquee/domain';

/** One catalogue list that is read page by page (e.g. discover movies for a network). */
export interface TPageSource {
  name: string;
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage<TMediaItem>>;
}

/** Which page comes next, and which of the lists still have it. */
export interface TMergedPageParam {
  page: number;
  sources: string[];
}

export interface TMergedPage {
  items: TMediaItem[];
  /** Titles all the lists hold together (as the first page reports). */
  totalResults: number;
  next: TMergedPageParam | undefined;
}

/** The same page of several lists fetched together and merged by popularity (one list is passed through). */
export async function fetchMergedPage(
  sources: readonly TPageSource[],
  param: TMergedPageParam,
  signal: AbortSignal,
): Promise<TMergedPage> {
  const wanted = sources.filter((source) => param.sources.includes(source.name));
  const pages = await Promise.all(wanted.map((source) => source.fetchPage(param.page, signal)));
  const items =
    pages.length === 1 ? (pages[0]?.results ?? []) : mergeByPopularity(pages.map((p) => p.results));
  const more = wanted
    .filter((_, index) => {
      const total = Math.min(pages[index]?.total_pages ?? 0, CATALOGUE_MAX_PAGE);
      return param.page < total;
    })
    .map((source) => source.name);
  return {
    items,
    totalResults: pages.reduce((sum, page) => sum + (page.total_results ?? 0), 0),
    next: more.length > 0 ? { page: param.page + 1, sources: more } : undefined,
  };
}

/** An infinite list over one or several catalogue lists: 20 titles a page from each. */
export function mergedPagesOptions(queryKey: QueryKey, sources: readonly TPageSource[]) {
  return infiniteQueryOptions<TMergedPage, Error, InfiniteData<TMergedPage>, QueryKey, TMergedPageParam>({
    queryKey,
    initialPageParam: { page: 1, sources: sources.map((source) => source.name) },
    queryFn: ({ pageParam, signal }) => fetchMergedPage(sources, pageParam, signal),
    getNextPageParam: (last) => last.next,
    staleTime: 5 * 60 * 1000,
  });
}

/** What an infinite grid needs: the titles so far and where loading stands. */
export interface TInfiniteListState {
  items: TMediaItem[];
  totalResults: number | undefined;
  /** Pages loaded so far. */
  pageCount: number;
  /** The first page has not arrived yet. */
  isPending: boolean;
  /** The first page failed. */
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  /** A later page failed; the titles so far stay. */
  isNextPageError: boolean;
  hasNextPage: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** An infinite catalogue list, flattened (a title that shows up twice as pages shift is shown once). */
export function useInfiniteMedia(options: ReturnType<typeof mergedPagesOptions>): TInfiniteListState {
  const query = useInfiniteQuery(options);
  const { data, fetchNextPage, refetch } = query;
  const items = useMemo(() => uniqueMedia(data?.pages.flatMap((page) => page.items) ?? []), [data]);
  return {
    items,
    totalResults: data?.pages[0]?.totalResults,
    pageCount: data?.pages.length ?? 0,
    isPending: query.isPending,
    isError: query.isError && !data,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
    isNextPageError: query.isFetchNextPageError,
    hasNextPage: query.hasNextPage,
    loadMore: () => void fetchNextPage(),
    retry: () => void (query.isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
