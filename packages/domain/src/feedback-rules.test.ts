import { describe, expect, it } from 'vitest';
import {
  cutStack,
  isWebAddress,
  PARTNER_MESSAGES,
  REPORT_STACK_MAX_LENGTH,
  validatePartnerFields,
} from './feedback-rules.ts';

const valid = {
  name: 'Open Film Club',
  email: 'hello@openfilm.example',
  website: 'https://openfilm.example',
  kind: 'community',
  message: 'We run screenings of public-domain films and would like to link to Marquee.',
};

describe('error report rules', () => {
  it('keeps the first 1000 characters of a stack trace', () => {
    expect(REPORT_STACK_MAX_LENGTH).toBe(1000);
    expect(cutStack('x'.repeat(1500))).toHaveLength(1000);
    expect(cutStack('short')).toBe('short');
    expect(cutStack(undefined)).toBe('');
  });
});

describe('partnership form rules', () => {
  it('accepts a complete form, with or without a website', () => {
    expect(validatePartnerFields(valid)).toEqual({});
    expect(validatePartnerFields({ ...valid, website: '  ' })).toEqual({});
  });

  it('names each wrong field with its message', () => {
    expect(
      validatePartnerFields({
        name: ' a ',
        email: 'nope',
        website: 'ftp://x.y',
        kind: 'cash',
        message: 'hi',
      }),
    ).toEqual({
      name: PARTNER_MESSAGES.name,
      email: PARTNER_MESSAGES.email,
      website: PARTNER_MESSAGES.website,
      kind: PARTNER_MESSAGES.kind,
      message: PARTNER_MESSAGES.message,
    });
  });

  it('bounds the lengths', () => {
    expect(validatePartnerFields({ ...valid, name: 'n'.repeat(101) }).name).toBe(PARTNER_MESSAGES.nameLong);
    expect(validatePartnerFields({ ...valid, message: 'm'.repeat(3001) }).message).toBe(
      PARTNER_MESSAGES.messageLong,
    );
  });

  it('takes only absolute http(s) web addresses', () => {
    expect(isWebAddress('https://example.org/path')).toBe(true);
    expect(isWebAddress('http://localhost:8080')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('example.org')).toBe(false);
    expect(isWebAddress('https://')).toBe(false);
  });
});
