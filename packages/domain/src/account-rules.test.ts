import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  attemptsLeftWarning,
  loginErrors,
  loginIdentifier,
  signupErrors,
} from './account-rules.ts';

describe('sign-up checks', () => {
  it('names each failing field with its message', () => {
    expect(signupErrors({ username: ' ab ', email: 'a@b', password: '1234567' })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });
  it('passes trimmed valid fields', () => {
    expect(signupErrors({ username: '  abc ', email: ' a@b.co ', password: '12345678' })).toEqual({});
  });
});

describe('login checks', () => {
  it('reads an email-shaped identifier as an email, anything else as a username', () => {
    expect(loginIdentifier(' me@site.org ')).toEqual({ email: 'me@site.org' });
    expect(loginIdentifier('captain')).toEqual({ username: 'captain' });
    expect(loginIdentifier('me@site')).toEqual({ username: 'me@site' });
  });
  it('needs an email or a username of 3+ characters, and an 8+ character password', () => {
    expect(loginErrors('ab', 'short')).toEqual({
      identifier: ACCOUNT_MESSAGES.identifier,
      password: ACCOUNT_MESSAGES.password,
    });
    expect(loginErrors('a@b.co', '12345678')).toEqual({});
    expect(loginErrors('abc', '12345678')).toEqual({});
  });
});

describe('the warning before the login lock', () => {
  it('says how many tries are left when one or two are', () => {
    expect(attemptsLeftWarning(1)).toBe('1 try left before a 15-minute pause.');
    expect(attemptsLeftWarning(2)).toBe('2 tries left before a 15-minute pause.');
    expect(attemptsLeftWarning(3)).toBeUndefined();
    expect(attemptsLeftWarning(0)).toBeUndefined();
  });
});
