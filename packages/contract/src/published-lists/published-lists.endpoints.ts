import { ZEmptyBody } from '../accounts/accounts.schemas.ts';
import { endpoint } from '../declare-endpoint.ts';
import { ZOk } from '../shared-answers.ts';
import {
  ZPublishedList,
  ZPublishedListParams,
  ZPublishedListRef,
  ZPublishedListsAnswer,
  ZPublishListBody,
} from './published-lists.schemas.ts';

/**
 * Published lists: a bookmark category of the active profile made readable by an unguessable link, until it
 * is unpublished. Never public unless published.
 */
export const publishedListsEndpoints = {
  /** A published list, read by anyone with its id; unknown, unpublished or malformed ids are a 404. */
  publishedList: endpoint({
    method: 'GET',
    path: '/api/lists/:id',
    params: ZPublishedListParams,
    response: ZPublishedList,
  }),
  /** The active profile's published categories. */
  myPublishedLists: endpoint({
    method: 'GET',
    path: '/api/users/me/lists',
    response: ZPublishedListsAnswer,
  }),
  /** Publishes a category (the same link again when it already is). */
  publishList: endpoint({
    method: 'POST',
    path: '/api/users/me/lists',
    body: ZPublishListBody,
    response: ZPublishedListRef,
  }),
  /** Unpublishes: the link answers 404 from now on; publishing again makes a new link. */
  unpublishList: endpoint({
    method: 'DELETE',
    path: '/api/users/me/lists/:id',
    params: ZPublishedListParams,
    body: ZEmptyBody,
    response: ZOk,
  }),
};
