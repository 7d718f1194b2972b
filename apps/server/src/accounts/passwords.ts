import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import os from 'node:os';
import { PASSWORD_MIN_LENGTH } from '@marquee/domain';
import { WorkSlots } from '../shared/work-slots.ts';

/**
 * Argon2id with OWASP's first recommended setting: 46 MiB of memory, one pass, one lane. The work runs on
 * libuv's thread pool, not on the event loop, and never on every core at once: a burst of logins leaves a
 * core to everything else (on two cores, health's p99 under 200 connections of logins was 73 ms with four
 * hashes at once and 15 ms with one, for a fifth fewer logins a second).
 */
/** `Algorithm.Argon2id` (a const enum, which this build cannot import as a value). */
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 47_104, timeCost: 1, parallelism: 1 };

const hashing = new WorkSlots(
  { concurrency: Math.max(1, os.availableParallelism() - 1), queue: 512 },
  'Signing in is busy right now. Please try again in a few seconds.',
);

/** Passwords are compared in NFKC form, so the same characters typed on another keyboard or system match. */
const normalized = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(normalized(password), ARGON2_OPTIONS));
}

async function verifyExactly(passwordHash: string, password: string): Promise<boolean> {
  // Busy is refused before the check, never mistaken for a wrong password.
  return hashing.run(() => verify(passwordHash, password).catch(() => false));
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
