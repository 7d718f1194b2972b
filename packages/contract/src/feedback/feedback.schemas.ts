import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PARTNER_LIMITS,
  REPORT_BROWSER_MAX_LENGTH,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_STACK_ACCEPTED_LENGTH,
  REPORT_TEXT_MAX_LENGTH,
  REPORT_URL_MAX_LENGTH,
  cutStack,
  validatePartnerFields,
} from '@marquee/domain';

/** Control characters other than tab and line breaks (stack traces and messages keep their lines). */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

const text = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `${what} must not contain control characters`);

/** An error report: where, status, the error's message, the visitor's words, browser, stack. */
export const ZReportBody = z.strictObject({
  url: text(REPORT_URL_MAX_LENGTH, 'URL'),
  status: z.number().int().min(0).max(999).nullable().optional(),
  message: text(REPORT_MESSAGE_MAX_LENGTH, 'Message'),
  report: text(REPORT_TEXT_MAX_LENGTH, 'Report').optional().default(''),
  browser: text(REPORT_BROWSER_MAX_LENGTH, 'Browser').optional().default(''),
  // Kept to its first 1000 characters.
  stack: text(REPORT_STACK_ACCEPTED_LENGTH, 'Stack').optional().default('').transform(cutStack),
});

/**
 * A partnership request, judged by the form's own rules (`validatePartnerFields`, one function for the web form
 * and the server), each failure named by its field; stored trimmed. The bounds here only refuse garbage early.
 */
export const ZPartnerSubmissionBody = z
  .strictObject({
    name: text(PARTNER_LIMITS.nameMax + 50, 'Name'),
    email: text(EMAIL_MAX_LENGTH + 50, 'Email'),
    website: text(PARTNER_LIMITS.websiteMax + 50, 'Website')
      .optional()
      .default(''),
    kind: text(50, 'Kind'),
    message: text(PARTNER_LIMITS.messageMax + 200, 'Message'),
  })
  .superRefine((body, context) => {
    for (const [field, message] of Object.entries(validatePartnerFields(body))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((body) => ({
    name: body.name.trim(),
    email: body.email.trim(),
    website: body.website.trim(),
    kind: body.kind,
    message: body.message.trim(),
  }));
