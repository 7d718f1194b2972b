import { PARTNER_MESSAGES } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { describeSendFailure, PARTNER_FORM_TEXTS } from './partner-request.ts';

const apiError = (status: number, body: unknown) => new ApiError(status, 'x', body);

describe('what a failed partnership request tells the visitor', () => {
  it('a 400 marks the fields the server named, with its messages', () => {
    const failure = describeSendFailure(
      apiError(400, {
        error: `Invalid request: body 'email' ${PARTNER_MESSAGES.email}; body 'kind' ${PARTNER_MESSAGES.kind}`,
      }),
    );
    expect(failure).toEqual({
      message: PARTNER_FORM_TEXTS.refused,
      fields: { email: PARTNER_MESSAGES.email, kind: PARTNER_MESSAGES.kind },
    });
  });

  it("a 400 naming no field of the form shows the server's words", () => {
    expect(describeSendFailure(apiError(400, { error: 'Request body is not valid JSON' }))).toEqual({
      message: 'Request body is not valid JSON',
      fields: {},
    });
  });

  it("a 429 gives the server's limit message", () => {
    expect(describeSendFailure(apiError(429, { error: 'Too many, later.' })).message).toBe(
      'Too many, later.',
    );
    expect(describeSendFailure(apiError(429, null)).message).toBe(PARTNER_FORM_TEXTS.busy);
  });

  it('a server failure or a lost connection keeps the text and asks to try again', () => {
    expect(describeSendFailure(apiError(503, { error: 'Database unavailable' })).message).toBe(
      PARTNER_FORM_TEXTS.serverDown,
    );
    expect(describeSendFailure(new TypeError('Failed to fetch')).message).toBe(PARTNER_FORM_TEXTS.offline);
  });
});
