import { fourKRoutes, UI_TOKEN_HEADER } from '@marquee/contract/routes';
import { FOUR_K_TEST_TITLE_ID, isTokenTestPassed } from '@marquee/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { storeSubmittedToken } from './four-k-token.ts';

/** Our token service: the test asks for a title's 4K streams with the token; submit checks it. */
const fourKApi = {
  status: (signal?: AbortSignal) => apiGet(fourKRoutes.status, signal ? { signal } : {}),
  test: (token: string) =>
    apiGet(fourKRoutes.streams, {
      params: { id: FOUR_K_TEST_TITLE_ID },
      headers: { [UI_TOKEN_HEADER]: token },
    }),
  submit: (token: string) =>
    apiSend(fourKRoutes.submit, { uiToken: token }, { headers: { [UI_TOKEN_HEADER]: token } }),
};

/** Keys of the 4K guide: ['four-k', 'detail', {what}]. */
export const fourKKeys = { all: ['four-k'] as const };

/** Whether the site's token service is switched on (it has a premium key); asked once a visit of the guide. */
export const fourKStatusQuery = () =>
  queryOptions({
    queryKey: [...fourKKeys.all, 'detail', { what: 'status' }] as const,
    queryFn: ({ signal }) => fourKApi.status(signal),
    retry: false,
  });

/** Test token: whether the token unlocks a title's 4K streams (any failure is a token that does not). */
export const tokenTestMutation = () =>
  mutationOptions({
    mutationKey: [...fourKKeys.all, 'test'],
    mutationFn: async (token: string): Promise<boolean> => {
      try {
        return token.length > 0 && isTokenTestPassed(await fourKApi.test(token));
      } catch {
        return false;
      }
    },
  });

/** Submit token: the service checks it, and this device keeps it (fails when storage refuses it). */
export const tokenSubmitMutation = () =>
  mutationOptions({
    mutationKey: [...fourKKeys.all, 'submit'],
    mutationFn: async (token: string): Promise<void> => {
      const answer = await fourKApi.submit(token);
      if (!storeSubmittedToken(answer.token)) throw new Error('The token could not be stored');
    },
  });
