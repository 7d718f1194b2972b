import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@marquee/domain';

/**
 * Argon2id with OWASP's first recommended setting: 46 MiB of memory, one pass, one lane. The work runs on
 * libuv's thread pool, not on the event loop.
 */
/** `Algorithm.Argon2id` (a const enum, which this build cannot import as a value). */
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 47_104, timeCost: 1, parallelism: 1 };

/** Passwords are compared in NFKC form, so the same characters typed on another keyboard or system match. */
const normalized = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), ARGON2_OPTIONS);
}

async function verifyExactly(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether `password` is the one hashed; hashes made before passwords were normalised still match as typed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const form = normalized(password);
  if (await verifyExactly(passwordHash, form)) return true;
  return form !== password && verifyExactly(passwordHash, password);
}

/** A hash of no password, verified against when no account matches, so both answers take as long. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
}

/** The most used passwords (zxcvbn's list of about 50,000), those long enough to pass the length rule. */
let commonPasswords: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).filter((word) => word.length >= PASSWORD_MIN_LENGTH),
  );
  return commonPasswords.has(normalized(password).toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used ones and is easy to guess. Please choose another.';
