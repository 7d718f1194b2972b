import { mutationOptions } from '@tanstack/react-query';
import { sendPartnerRequest } from './partner-request.ts';

/** Keys of the legal pages: ['legal', ...]. */
export const legalKeys = { all: ['legal'] as const };

/** Sends the partnership form; the server answers the request's number. */
export const partnerRequestMutation = () =>
  mutationOptions({ mutationKey: [...legalKeys.all, 'partner-request'], mutationFn: sendPartnerRequest });
