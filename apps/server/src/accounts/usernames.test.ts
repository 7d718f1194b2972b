import { describe, expect, it } from 'vitest';
import { loginIdentifier, usernameSkeleton } from './usernames.ts';

describe('usernameSkeleton', () => {
  it.each([
    ['paypal', 'pаypal'], // a Cyrillic а
    ['paypal', '𝔭𝒶ỿ𝕡𝕒ℓ'],
    ['bob', 'B0B'],
    ['lan', 'Ian'],
    ['modern', 'rnodern'],
    ['anna', 'ＡＮＮＡ'],
    ['user_1', 'user_l'],
  ])('gives %s and %s the same skeleton', (a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
  });

  it.each([
    ['ian', 'lan'],
    ['anna', 'anne'],
    ['café', 'cafe'],
    ['bob', 'b_ob'],
  ])('tells %s and %s apart', (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });

  it('is its own skeleton (a fixed point)', () => {
    for (const name of ['Ian', 'B0B', 'pаypal', 'Mary']) {
      const skeleton = usernameSkeleton(name);
      expect(usernameSkeleton(skeleton)).toBe(skeleton);
    }
  });
});

describe('loginIdentifier', () => {
  it('lower-cases an email and puts a username in NFKC form', () => {
    expect(loginIdentifier({ email: 'Ada@Example.org' })).toBe('ada@example.org');
    expect(loginIdentifier({ username: 'ＢＯＢ' })).toBe('bob');
    expect(loginIdentifier({ username: 'ﬁona' })).toBe('fiona');
  });
});
