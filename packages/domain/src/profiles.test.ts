import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KIDS_RATING_LIMIT, NO_RATING_LIMIT, RATING_LIMIT_FOR_FILTER } from './content-rating.ts';
import {
  effectiveRatingLimit,
  profileInitials,
  profileNameKey,
  profileUnlockNeeded,
  PROFILE_PIN_PATTERN,
} from './profiles.ts';

describe('profiles', () => {
  it('compares names in NFKC form, trimmed, whatever their case', () => {
    expect(profileNameKey(' Anna ')).toBe(profileNameKey('ＡＮＮＡ'));
    expect(profileNameKey('Anna')).not.toBe(profileNameKey('Anne'));
    fc.assert(
      fc.property(fc.string(), (name) => profileNameKey(profileNameKey(name)) === profileNameKey(name)),
    );
  });

  it('draws up to two initials', () => {
    expect(profileInitials('Mary Ann Smith')).toBe('MA');
    expect(profileInitials('bob')).toBe('B');
    expect(profileInitials('   ')).toBe('?');
  });

  it('takes a PIN of 4 to 6 digits only', () => {
    expect(['1234', '123456'].every((pin) => PROFILE_PIN_PATTERN.test(pin))).toBe(true);
    expect(['123', '1234567', '12a4', ''].some((pin) => PROFILE_PIN_PATTERN.test(pin))).toBe(false);
  });

  it('gives a kids profile the kids limit and a standard one its content filtering', () => {
    expect(effectiveRatingLimit(null, 'kids', 'unrestricted')).toEqual(KIDS_RATING_LIMIT);
    expect(effectiveRatingLimit(null, 'standard', 'moderate')).toEqual(RATING_LIMIT_FOR_FILTER.moderate);
    expect(effectiveRatingLimit(null, 'standard', undefined)).toEqual(NO_RATING_LIMIT);
    const set = { movie: 'R', tv: null, unrated: 'allow' as const };
    expect(effectiveRatingLimit(set, 'standard', 'strict')).toEqual(set);
  });

  it('asks for the target PIN, or the password when leaving a kids profile for one without', () => {
    const kids = { id: 1, kind: 'kids' as const };
    const adult = { id: 2, kind: 'standard' as const };
    expect(profileUnlockNeeded(kids, { id: 1, hasPin: true })).toBe('none');
    expect(profileUnlockNeeded(adult, { id: 3, hasPin: true })).toBe('pin');
    expect(profileUnlockNeeded(kids, { id: 2, hasPin: false })).toBe('password');
    expect(profileUnlockNeeded(kids, { id: 2, hasPin: true })).toBe('pin');
    expect(profileUnlockNeeded(adult, { id: 1, hasPin: false })).toBe('none');
    expect(profileUnlockNeeded(null, { id: 1, hasPin: false })).toBe('none');
  });
});
