import { upNextRoutes } from '@marquee/contract/routes';
import type { TFollow, TTitleRef } from '@marquee/domain';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api-client.ts';

// Up Next's server calls: schedules of titles, follows sync, the calendar feed.

export const upNextApi = {
  schedule: (titles: readonly TTitleRef[]) =>
    apiGet(upNextRoutes.schedule, {
      query: { titles: titles.map((title) => `${title.mediaType}:${title.mediaId}`).join(',') },
    }),
  syncFollows: (follows: readonly TFollow[]) => apiSend(upNextRoutes.syncFollows, { follows: [...follows] }),
  calendarFeed: () => apiGet(upNextRoutes.calendarFeed),
  replaceCalendarFeed: () => apiSend(upNextRoutes.replaceCalendarFeed, {}),
};

/** Keys: ['up-next', 'list' | 'detail', params]; mutations invalidate ['up-next']. */
export const upNextKeys = { all: ['up-next'] as const };

/** What airs for titles (air dates from our catalogue), in a stable order so one list is one cache entry. */
export const scheduleQuery = (titles: readonly TTitleRef[]) => {
  const keys = titles.map((title) => `${title.mediaType}:${title.mediaId}`).sort();
  return queryOptions({
    queryKey: [...upNextKeys.all, 'list', { titles: keys }] as const,
    queryFn: async () => (titles.length === 0 ? [] : (await upNextApi.schedule(titles)).schedules),
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
};

/** The profile's calendar feed secret. */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: [...upNextKeys.all, 'detail', { what: 'feed' }] as const,
    queryFn: upNextApi.calendarFeed,
  });

/** Revokes the feed's address and gets a new one. */
export const replaceCalendarFeedMutation = () =>
  mutationOptions({
    mutationKey: [...upNextKeys.all, 'feed'],
    mutationFn: upNextApi.replaceCalendarFeed,
    onSuccess: (_data, _vars, _result, { client }) => {
      void client.invalidateQueries({ queryKey: upNextKeys.all });
    },
  });
