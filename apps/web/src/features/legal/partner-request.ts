import { feedbackRoutes } from '@marquee/contract/routes';
import { PARTNER_FIELD_NAMES, type TPartnerErrors, type TPartnerFields } from '@marquee/domain';
import { ApiError, apiSend } from '../../lib/api-client.ts';

export const PARTNER_FORM_TEXTS = {
  refused: 'The server did not accept the form. Please check the fields marked below.',
  busy: 'Too many partnership requests were sent from your address. Please try again later.',
  serverDown:
    'The server could not take your request just now. Your text is still here: please try again in a moment.',
  offline: 'Your request could not be sent. Check your connection and try again; your text is still here.',
} as const;

/** Why a send failed, in words for the visitor, and the fields the server named (a 400). */
export interface TSendFailure {
  message: string;
  fields: TPartnerErrors;
}

/** Sends the partnership form; the server stores it and answers the request's number. */
export async function sendPartnerRequest(fields: TPartnerFields): Promise<number> {
  const answer = await apiSend(feedbackRoutes.partnerSubmission, {
    name: fields.name.trim(),
    email: fields.email.trim(),
    website: fields.website.trim(),
    kind: fields.kind,
    message: fields.message.trim(),
  });
  return answer.id;
}

const FIELD_NAMES: readonly string[] = PARTNER_FIELD_NAMES;

/** The fields a 400 names: the server words each as `body '<field>' <message>`, separated by '; '. */
function namedFields(serverMessage: string): TPartnerErrors {
  const fields: TPartnerErrors = {};
  for (const [, field, message] of serverMessage.matchAll(/body '(\w+)' ([^;]+)/g)) {
    if (field && message && FIELD_NAMES.includes(field)) {
      fields[field as keyof TPartnerFields] = message.trim();
    }
  }
  return fields;
}

/** What a failed send tells the visitor: the server's own words where it gave some, else a general note. */
export function describeSendFailure(error: unknown): TSendFailure {
  if (!(error instanceof ApiError)) return { message: PARTNER_FORM_TEXTS.offline, fields: {} };
  const serverMessage = error.serverMessage;
  if (error.status === 400 && serverMessage) {
    const fields = namedFields(serverMessage);
    const message = Object.keys(fields).length > 0 ? PARTNER_FORM_TEXTS.refused : serverMessage;
    return { message, fields };
  }
  if (error.status === 429) return { message: serverMessage ?? PARTNER_FORM_TEXTS.busy, fields: {} };
  if (error.status >= 500 || !serverMessage) return { message: PARTNER_FORM_TEXTS.serverDown, fields: {} };
  return { message: serverMessage, fields: {} };
}
