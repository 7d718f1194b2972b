import { cosmicRoutes, UI_TOKEN_HEADER } from '@marquee/contract/routes';
import { FOUR_K_TEST_TITLE_ID } from '@marquee/domain';
import { apiGet, apiSend } from '../../lib/api-client.ts';

/** Our token service (spec §7): the test asks for a title's 4K streams with the token; submit checks it. */
export const fourKApi = {
  status: (signal?: AbortSignal) => apiGet(cosmicRoutes.status, signal ? { signal } : {}),
  test: (token: string) =>
    apiGet(cosmicRoutes.streams, {
      params: { id: FOUR_K_TEST_TITLE_ID },
      headers: { [UI_TOKEN_HEADER]: token },
    }),
  submit: (token: string) =>
    apiSend(cosmicRoutes.submit, { uiToken: token }, { headers: { [UI_TOKEN_HEADER]: token } }),
};
