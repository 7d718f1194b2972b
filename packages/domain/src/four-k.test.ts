import { describe, expect, it } from 'vitest';
import {
  clampFourKStep,
  FOUR_K_MESSAGES,
  isStorableToken,
  isSubmittableToken,
  isTokenTestPassed,
  submitTokenError,
  TOKEN_MAX_LENGTH,
} from './four-k.ts';

const of = (length: number, start = 'ey') => start + 'x'.repeat(length - start.length);

describe('4K guide steps', () => {
  it('moves by Next and Back, clamped to 1..3', () => {
    expect(clampFourKStep(1, 1)).toBe(2);
    expect(clampFourKStep(2, 1)).toBe(3);
    expect(clampFourKStep(3, 1)).toBe(3);
    expect(clampFourKStep(2, -1)).toBe(1);
    expect(clampFourKStep(1, -1)).toBe(1);
    expect(clampFourKStep(99)).toBe(3);
    expect(clampFourKStep(-5)).toBe(1);
  });
});

describe('4K token rules', () => {
  it('lets a token be submitted at 50 characters or more when it contains ey anywhere', () => {
    expect(isSubmittableToken(of(50))).toBe(true);
    expect(isSubmittableToken(of(50, 'abcey'))).toBe(true);
    expect(isSubmittableToken(of(49))).toBe(false);
    expect(isSubmittableToken('x'.repeat(80))).toBe(false);
    expect(isSubmittableToken('')).toBe(false);
  });

  it("refuses with 'Invalid token, please check and try again.'", () => {
    expect(submitTokenError(of(49))).toBe('Invalid token, please check and try again.');
    expect(submitTokenError('x'.repeat(60))).toBe(FOUR_K_MESSAGES.submitInvalid);
    expect(submitTokenError(of(50))).toBeUndefined();
  });

  it("stores or syncs only a token over 50 characters that starts with 'ey'", () => {
    expect(isStorableToken(of(51))).toBe(true);
    expect(isStorableToken(of(50))).toBe(false);
    expect(isStorableToken(of(60, 'xey'))).toBe(false);
    expect(isStorableToken(of(TOKEN_MAX_LENGTH + 1))).toBe(false);
    expect(isStorableToken(null)).toBe(false);
    expect(isStorableToken(123)).toBe(false);
  });

  it('passes the test only on a non-empty streams list', () => {
    expect(isTokenTestPassed({ streams: [{ id: 'a' }] })).toBe(true);
    expect(isTokenTestPassed({ streams: [] })).toBe(false);
    expect(isTokenTestPassed({})).toBe(false);
    expect(isTokenTestPassed(null)).toBe(false);
    expect(isTokenTestPassed({ streams: 'yes' })).toBe(false);
  });

  it('spells the fixed messages exactly', () => {
    expect(FOUR_K_MESSAGES).toEqual({
      valid: 'Token is valid!',
      invalid: 'Invalid token',
      submitted: 'Token submitted successfully',
      submitFailed: 'Submission failed, please try again or report on discord, thanks.',
      submitInvalid: 'Invalid token, please check and try again.',
      complete: 'Setup Complete!',
    });
  });
});
