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

/** A chat community the site links to (the shell's community links), as the operator configures it. */
export const ZCommunityLink = z.object({ name: z.string(), url: z.string() });
export type TCommunityLink = z.output<typeof ZCommunityLink>;

/** The operator's contact details and community links (site/site.json), as the pages show them. */
export const ZSiteInfo = z.object({
  /** Where visitors write to: shown on the legal and help pages. */
  contactEmail: z.string(),
  /** Where copyright notices go (the DMCA page); the contact address when the operator gives none. */
  dmcaEmail: z.string(),
  /** The chat communities, first one first: the footer and floating button link the first. */
  community: z.array(ZCommunityLink),
});
export type TSiteInfo = z.output<typeof ZSiteInfo>;
