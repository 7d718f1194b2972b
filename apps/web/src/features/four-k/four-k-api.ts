import { fourKRoutes, UI_TOKEN_HEADER } from '@marquee/contract/routes';
import { FOUR_K_TEST_TITLE_ID } from '@marquee/domain';
import { apiGet, apiSend } from '../../lib/api-client.ts';

/** Our token service (spec §7): the test asks for a title's 4K streams with the token; submit checks it. */
export const fourKApi = {
  status: () => apiGet(fourKRoutes.status),
  test: (token: string) =>
    apiGet(fourKRoutes.streams, {
      params: { id: FOUR_K_TEST_TITLE_ID },
      headers: { [UI_TOKEN_HEADER]: token },
    }),
  submit: (token: string) =>
    apiSend(fourKRoutes.submit, { uiToken: token }, { headers: { [UI_TOKEN_HEADER]: token } }),
};
