import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isWebAddress, REPORT_URL_MAX_LENGTH } from '@marquee/domain';
import { z } from 'zod';

const ZEmailAddress = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'is not an e-mail address')
  .regex(EMAIL_PATTERN, 'is not an e-mail address');

const ZWebAddress = z
  .string()
  .max(REPORT_URL_MAX_LENGTH)
  .refine(isWebAddress, 'must be an http:// or https:// address');

/** site/site.json, the operator's file: contact addresses and community links. */
export const ZSiteFile = z.strictObject({
  contactEmail: ZEmailAddress,
  dmcaEmail: ZEmailAddress.optional(),
  community: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(60), url: ZWebAddress }))
    .max(10)
    .default([]),
});
