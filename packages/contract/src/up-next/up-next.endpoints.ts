import { ZEmptyBody } from '../accounts/accounts.schemas.ts';
import { endpoint, rawAnswer } from '../declare-endpoint.ts';
import {
  ZCalendarFeed,
  ZCalendarFeedParams,
  ZFollowsAnswer,
  ZScheduleAnswer,
  ZScheduleQuery,
  ZSyncFollowsBody,
} from './up-next.schemas.ts';

/**
 * Up Next and the calendar: the active profile's follows and Up Next dismissals (synced like bookmarks), what
 * the catalogue says airs for a list of titles, and the profile's calendar feed for calendar apps.
 */
export const upNextEndpoints = {
  follows: endpoint({ method: 'GET', path: '/api/users/me/follows', response: ZFollowsAnswer }),
  syncFollows: endpoint({
    method: 'POST',
    path: '/api/sync/follows',
    body: ZSyncFollowsBody,
    response: ZFollowsAnswer,
  }),
  schedule: endpoint({
    method: 'GET',
    path: '/api/schedule',
    query: ZScheduleQuery,
    response: ZScheduleAnswer,
  }),
  calendarFeed: endpoint({ method: 'GET', path: '/api/users/me/calendar-feed', response: ZCalendarFeed }),
  /** Revokes the feed's address and hands out a new one. */
  replaceCalendarFeed: endpoint({
    method: 'POST',
    path: '/api/users/me/calendar-feed',
    body: ZEmptyBody,
    response: ZCalendarFeed,
  }),
  /** The iCalendar feed of a profile's followed titles; an unknown secret is a 404. */
  calendarIcs: endpoint({
    method: 'GET',
    path: '/api/calendar/:secret.ics',
    params: ZCalendarFeedParams,
    response: rawAnswer<string>(['text/calendar']),
  }),
};
