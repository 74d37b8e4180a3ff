import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// The 10,000 most common passwords (zxcvbn's list is ordered by frequency), compared case-insensitively.
const COMMON = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000));

export const COMMON_PASSWORD = 'This password is too common. Please choose a less guessable one.';

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** A hash to verify against when no user matches, so a wrong email costs the same time as a wrong password. */
export const DUMMY_HASH = hashPassword('presspoint-timing-equaliser');
