// The 4K token: its guide, format, messages and minimum length. The token service is ours and a token is a
// JWT signed with the server's premium key.

/** A token has at least this many characters. */
export const TOKEN_MIN_LENGTH = 50;
/** Our own upper bound: a JWT of ours is a few hundred characters; anything far longer is not one. */
export const TOKEN_MAX_LENGTH = 4096;

/** The 4K guide's steps: 1 Account, 2 Token, 3 Submit. */
export const FOUR_K_STEPS = ['Account', 'Token', 'Submit'] as const;
export const FOUR_K_FIRST_STEP = 1;
export const FOUR_K_LAST_STEP = FOUR_K_STEPS.length;

/** The title whose 4K streams the guide's Test button asks for (any title would do: 4K is per token). */
export const FOUR_K_TEST_TITLE_ID = 83533;

/** What the guide knows of the token typed in. */
export type TTokenState = 'unknown' | 'checking' | 'valid' | 'invalid';

/** Word for word: visitors and support know them. */
export const FOUR_K_MESSAGES = {
  valid: 'Token is valid!',
  invalid: 'Invalid token',
  submitted: 'Token submitted successfully',
  submitFailed: 'Submission failed, please try again or report on discord, thanks.',
  submitInvalid: 'Invalid token, please check and try again.',
  complete: 'Setup Complete!',
} as const;

/** The guide's step after moving by `delta` (Next +1, Back -1), clamped to 1..3. */
export function clampFourKStep(step: number, delta = 0): number {
  return Math.min(FOUR_K_LAST_STEP, Math.max(FOUR_K_FIRST_STEP, Math.trunc(step) + delta));
}

/** A token may be submitted when it has at least 50 characters and contains 'ey'. */
export function isSubmittableToken(token: string): boolean {
  return token.length >= TOKEN_MIN_LENGTH && token.includes('ey');
}

/** The message a token that may not be submitted gets, or undefined when it may be. */
export function submitTokenError(token: string): string | undefined {
  return isSubmittableToken(token) ? undefined : FOUR_K_MESSAGES.submitInvalid;
}

/** A stored or synced token must be over 50 characters and start with 'ey'. */
export function isStorableToken(token: unknown): token is string {
  return (
    typeof token === 'string' &&
    token.length > TOKEN_MIN_LENGTH &&
    token.length <= TOKEN_MAX_LENGTH &&
    token.startsWith('ey')
  );
}

/** The test passes only when the token service answered a non-empty streams list. */
export function isTokenTestPassed(answer: unknown): boolean {
  const streams = (answer as { streams?: unknown } | null)?.streams;
  return Array.isArray(streams) && streams.length > 0;
}
