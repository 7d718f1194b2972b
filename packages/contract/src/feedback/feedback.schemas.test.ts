import { PARTNER_MESSAGES, validatePartnerFields, type TPartnerFields } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { ZPartnerSubmissionBody } from './feedback.schemas.ts';

const valid: TPartnerFields = {
  name: '  Open Film Club ',
  email: ' team@openfilm.example ',
  website: '',
  kind: 'community',
  message: 'We host screenings of public-domain films and would like to work together.',
};

/** The fields the server's schema refuses, each with its message. */
function refused(body: unknown): Record<string, string> {
  const result = ZPartnerSubmissionBody.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('partnership request schema', () => {
  it('keeps a valid request trimmed, the website optional', () => {
    const { website: _website, ...withoutWebsite } = valid;
    expect(ZPartnerSubmissionBody.parse(withoutWebsite)).toEqual({
      name: 'Open Film Club',
      email: 'team@openfilm.example',
      website: '',
      kind: 'community',
      message: valid.message,
    });
  });

  it.each<[string, Partial<TPartnerFields>]>([
    ['a short name', { name: ' a ' }],
    ['a long name', { name: 'n'.repeat(101) }],
    ['a bad email', { email: 'nope' }],
    ['a website that is no web address', { website: 'javascript:alert(1)' }],
    ['an unknown kind', { kind: 'cash' }],
    ['a short message', { message: '  too short  ' }],
    ['a long message', { message: 'm'.repeat(3001) }],
    ['several wrong fields', { email: 'x@', kind: '', message: '' }],
  ])('refuses %s with the same field messages as the form', (_what, change) => {
    const fields = { ...valid, ...change };
    const formErrors = validatePartnerFields(fields);
    expect(Object.keys(formErrors).length).toBeGreaterThan(0);
    expect(refused(fields)).toEqual(formErrors);
  });

  it('refuses control characters, unknown fields and wrong types', () => {
    expect(refused({ ...valid, message: `${valid.message}\u0007` }).message).toMatch(/control characters/);
    expect(Object.keys(refused({ ...valid, extra: 1 }))).not.toHaveLength(0);
    expect(Object.keys(refused({ ...valid, kind: 3 }))).toEqual(['kind']);
    expect(refused({ ...valid, email: 'nope' }).email).toBe(PARTNER_MESSAGES.email);
  });
});
