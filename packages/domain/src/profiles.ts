import { KIDS_RATING_LIMIT, RATING_LIMIT_FOR_FILTER, type TRatingLimit } from './content-rating.ts';
import type { TSettings } from './settings.ts';

/** An account holds at most this many profiles. */
export const MAX_PROFILES = 6;
export const PROFILE_NAME_MAX_LENGTH = 30;
/** A PIN is 4 to 6 digits. */
export const PROFILE_PIN_PATTERN = /^\d{4,6}$/;
/** Wrong PINs (or passwords when leaving a kids profile) allowed before a pause. */
export const PROFILE_PIN_MAX_ATTEMPTS = 5;
export const PROFILE_PIN_LOCKOUT_MS = 15 * 60 * 1000;

export const PROFILE_KINDS = ['standard', 'kids'] as const;
export type TProfileKind = (typeof PROFILE_KINDS)[number];

/** The drawn avatars shipped with the site; 'initials' draws the name's first letters instead. */
export const PROFILE_AVATARS = ['initials', 'fox', 'owl', 'cat', 'robot', 'rocket', 'planet'] as const;
export type TProfileAvatar = (typeof PROFILE_AVATARS)[number];

export const PROFILE_MESSAGES = {
  limit: `An account can have at most ${MAX_PROFILES} profiles.`,
  nameTaken: 'Another profile already has this name.',
  notFound: 'No such profile',
  lastProfile: 'An account keeps at least one profile.',
  kidsCannotManage: 'A kids profile cannot change profiles. Switch to another profile first.',
  pinNeeded: 'This profile has a PIN. Enter it to continue.',
  pinWrong: 'Wrong PIN',
  passwordNeeded: 'Enter the account password to leave the kids profile.',
  passwordWrong: 'Wrong password',
  locked: 'Too many wrong tries. Please wait 15 minutes and try again.',
  chooseProfile: "Choose who's watching first.",
} as const;

/**
 * How two profile names of one account are compared: in NFKC form, trimmed, any letter case, so 'Anna',
 * 'anna ' and 'ＡＮＮＡ' are one name.
 */
export function profileNameKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

/** Up to two initials of a profile name, for the initials avatar ('Mary Ann' → 'MA', 'bob' → 'B'). */
export function profileInitials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/**
 * The rating limit a profile watches under: the one set for it (kids profiles always have one), else the one
 * its content filtering setting maps onto.
 */
export function effectiveRatingLimit(
  explicit: TRatingLimit | null,
  kind: TProfileKind,
  contentFiltering: TSettings['contentFiltering'] | undefined,
): TRatingLimit {
  if (explicit) return explicit;
  if (kind === 'kids') return KIDS_RATING_LIMIT;
  return RATING_LIMIT_FOR_FILTER[contentFiltering ?? 'unrestricted'];
}

/**
 * What a switch to another profile asks for: nothing, the target's PIN, or (leaving a kids profile for a
 * profile without a PIN) the account password.
 */
export function profileUnlockNeeded(
  from: { id: number; kind: TProfileKind } | null,
  to: { id: number; hasPin: boolean },
): 'none' | 'pin' | 'password' {
  if (from?.id === to.id) return 'none';
  if (to.hasPin) return 'pin';
  return from?.kind === 'kids' ? 'password' : 'none';
}
