import { publishedListsRoutes } from '@marquee/contract/routes';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';

// Published lists' server calls: a list by its link, and the active profile's published categories.

export const publishedListsApi = {
  publishedList: (id: string) => apiGet(publishedListsRoutes.publishedList, { params: { id } }),
  myLists: () => apiGet(publishedListsRoutes.myPublishedLists),
  publish: (category: string) => apiSend(publishedListsRoutes.publishList, { category }),
  unpublish: (id: string) => apiSend(publishedListsRoutes.unpublishList, {}, { params: { id } }),
};

/** Keys: ['published-lists', 'detail' | 'mine', params]; publishing invalidates ['published-lists']. */
export const publishedListKeys = { all: ['published-lists'] as const };

/** Whether an error is the server saying the list is unknown or no longer shared. */
export const isListGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A published list as anyone with its link reads it (a 404 is an answer, not retried). */
export const publishedListQuery = (id: string) =>
  queryOptions({
    queryKey: [...publishedListKeys.all, 'detail', { id }] as const,
    queryFn: () => publishedListsApi.publishedList(id),
    retry: (count, error) => !isListGone(error) && count < 2,
    staleTime: 10_000,
  });

/** The active profile's published categories. */
export const myPublishedListsQuery = () =>
  queryOptions({
    queryKey: [...publishedListKeys.all, 'mine'] as const,
    queryFn: publishedListsApi.myLists,
  });

const invalidateLists = mutationOptions({
  onSuccess: (_data: unknown, _vars: unknown, _result: unknown, { client }) => {
    void client.invalidateQueries({ queryKey: publishedListKeys.all });
  },
});

export const publishListMutation = () =>
  mutationOptions({
    ...invalidateLists,
    mutationKey: [...publishedListKeys.all, 'publish'],
    mutationFn: publishedListsApi.publish,
  });

export const unpublishListMutation = () =>
  mutationOptions({
    ...invalidateLists,
    mutationKey: [...publishedListKeys.all, 'unpublish'],
    mutationFn: publishedListsApi.unpublish,
  });

/** /lists/:listId's data. */
export const prefetchPublishedListPage: TRouteDataPrefetch = ({ params }, client) =>
  client.prefetchQuery(publishedListQuery(params.listId ?? ''));

/** A list's address on this site. */
export const publishedListUrl = (id: string) => `${window.location.origin}${paths.publishedList(id)}`;
