// What visitors send the operator: error reports (from the error page)
// and partnership requests (/partners/submit). The web form checks these rules live; the server's schemas
// enforce them too.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './account-rules.ts';

/** An error report carries the first 1000 characters of the stack trace. */
export const REPORT_STACK_MAX_LENGTH = 1000;
export const REPORT_TEXT_MAX_LENGTH = 2000;
export const REPORT_MESSAGE_MAX_LENGTH = 1000;
export const REPORT_URL_MAX_LENGTH = 2048;
export const REPORT_BROWSER_MAX_LENGTH = 512;
/** How long a stack the server takes before cutting it (a longer body is a client's mistake). */
export const REPORT_STACK_ACCEPTED_LENGTH = 20_000;

/** The error report button's texts. */
export const REPORT_BUTTON_TEXT = {
  idle: 'Report This Issue',
  sending: 'Sending Report...',
  sent: 'Issue Reported',
} as const;

/** The first characters of a stack trace, as a report keeps them. */
export function cutStack(stack: string | undefined | null): string {
  return (stack ?? '').slice(0, REPORT_STACK_MAX_LENGTH);
}

export const PARTNER_KINDS = [
  { value: 'content', label: 'Content or catalogue' },
  { value: 'addon', label: 'Add-on or source provider' },
  { value: 'advertising', label: 'Advertising' },
  { value: 'community', label: 'Community or fan site' },
  { value: 'other', label: 'Something else' },
] as const;
export type TPartnerKind = (typeof PARTNER_KINDS)[number]['value'];

/** Partnership requests one address may send in an hour (the server refuses more with a 429). */
export const PARTNER_REQUESTS_PER_HOUR = 5;

export const PARTNER_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  websiteMax: 300,
  messageMin: 20,
  messageMax: 3000,
} as const;

export const PARTNER_MESSAGES = {
  name: `Please tell us your name or your organisation's (at least ${PARTNER_LIMITS.nameMin} characters)`,
  nameLong: `The name must be at most ${PARTNER_LIMITS.nameMax} characters`,
  email: 'Please enter a valid email address',
  website: 'Please enter a web address starting with http:// or https://',
  kind: 'Please choose a kind of partnership',
  message: `Please describe your proposal in at least ${PARTNER_LIMITS.messageMin} characters`,
  messageLong: `The message must be at most ${PARTNER_LIMITS.messageMax} characters`,
} as const;

export interface TPartnerFields {
  name: string;
  email: string;
  /** Optional; empty when the partner has no site. */
  website: string;
  kind: string;
  message: string;
}

export type TPartnerErrors = Partial<Record<keyof TPartnerFields, string>>;

/** The form's fields in the order it shows them (the first wrong one takes the focus). */
export const PARTNER_FIELD_NAMES = [
  'name',
  'email',
  'website',
  'kind',
  'message',
] as const satisfies readonly (keyof TPartnerFields)[];

/** Whether a web address is an absolute http(s) URL. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

export function isPartnerKind(value: string): value is TPartnerKind {
  return PARTNER_KINDS.some((kind) => kind.value === value);
}

/** The partnership form's field errors (none when it may be sent); fields are judged trimmed. */
export function validatePartnerFields(fields: TPartnerFields): TPartnerErrors {
  const errors: TPartnerErrors = {};
  const name = fields.name.trim();
  if (name.length < PARTNER_LIMITS.nameMin) errors.name = PARTNER_MESSAGES.name;
  else if (name.length > PARTNER_LIMITS.nameMax) errors.name = PARTNER_MESSAGES.nameLong;
  const email = fields.email.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = PARTNER_MESSAGES.email;
  const website = fields.website.trim();
  if (website && (website.length > PARTNER_LIMITS.websiteMax || !isWebAddress(website))) {
    errors.website = PARTNER_MESSAGES.website;
  }
  if (!isPartnerKind(fields.kind)) errors.kind = PARTNER_MESSAGES.kind;
  const message = fields.message.trim();
  if (message.length < PARTNER_LIMITS.messageMin) errors.message = PARTNER_MESSAGES.message;
  else if (message.length > PARTNER_LIMITS.messageMax) errors.message = PARTNER_MESSAGES.messageLong;
  return errors;
}
