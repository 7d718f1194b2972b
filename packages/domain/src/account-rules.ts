// Account field rules: the web forms check them live, the server's schemas
// enforce them (with upper bounds of its own).

/** Sign-up limits (with the server's own upper bounds). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** The simple email shape: text, @, text, dot, text (no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters, digits and . _ - : a username is shown in the page and typed at login. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

export const ACCOUNT_MESSAGES = {
  username: 'Username must be at least 3 characters',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  signupForced: 'Please fix the errors in the form before submitting before ye set sail!',
  identifier: 'Please enter a valid email or username',
  loginForced: 'Please enter a valid email or username and password (8+ characters)',
} as const;

export interface TSignupFields {
  username: string;
  email: string;
  password: string;
}

/** The live sign-up checks (username and email trimmed): a message per field that fails. */
export function signupErrors(fields: TSignupFields): Partial<Record<keyof TSignupFields, string>> {
  const errors: Partial<Record<keyof TSignupFields, string>> = {};
  if (fields.username.trim().length < USERNAME_MIN_LENGTH) errors.username = ACCOUNT_MESSAGES.username;
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = ACCOUNT_MESSAGES.email;
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = ACCOUNT_MESSAGES.password;
  return errors;
}

/** An identifier is an email when it has an email's shape, else a username. */
export function loginIdentifier(text: string): { email: string } | { username: string } {
  const trimmed = text.trim();
  return EMAIL_PATTERN.test(trimmed) ? { email: trimmed } : { username: trimmed };
}

/** The live login checks. */
export function loginErrors(
  identifier: string,
  password: string,
): { identifier?: string; password?: string } {
  const named = loginIdentifier(identifier);
  const valid = 'email' in named || named.username.length >= USERNAME_MIN_LENGTH;
  return {
    ...(valid ? {} : { identifier: ACCOUNT_MESSAGES.identifier }),
    ...(password.length >= PASSWORD_MIN_LENGTH ? {} : { password: ACCOUNT_MESSAGES.password }),
  };
}

/** Five failed logins lock the form for 15 minutes. */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_LOCKOUT_MS = 900_000;
export const ACCOUNT_SAVE_COOLDOWN_MS = 6000;

/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** Reset links asked for per client address, and sent per account, in an hour. */
export const PASSWORD_RESETS_PER_ADDRESS_PER_HOUR = 5;
export const PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR = 3;

/** What the login and recovery pages say, in plain words where a person is stuck. */
export const SIGN_IN_MESSAGES = {
  locked: 'Too many wrong passwords. Sign-in is paused for 15 minutes to protect your account.',
  resetSent:
    'If an account uses this e-mail address, a link to choose a new password is on its way. It works once, within 30 minutes.',
  resetDone: 'Your password is changed and every device was signed out. Log in with your new password.',
  resetInvalid: 'This link has expired or was already used.',
  noEmail: 'This site cannot send e-mail, so the operator resets passwords by hand.',
} as const;

/** The warning before the lock: how many tries are left, when that is few. */
export function attemptsLeftWarning(attemptsLeft: number): string | undefined {
  if (attemptsLeft <= 0 || attemptsLeft > 2) return undefined;
  const minutes = LOGIN_LOCKOUT_MS / 60_000;
  return `${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left before a ${minutes}-minute pause.`;
}
