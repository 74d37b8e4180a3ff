import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

/** False when no password is set yet (an account made by social sign-in) or it does not match. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
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

/**
 * zxcvbn's score 3 ("safely unguessable", about 10^8 guesses and more): variations of common words
 * (Summer2024, P@ssw0rd, Changeme1) pass a list match but not this.
 */
export const MIN_PASSWORD_SCORE = 3;

export const TOO_EASY = (reason: string) => `This password is too easy to guess: ${reason}`;

// English texts for zxcvbn's feedback keys, written to follow "too easy to guess: ".
const translations: TranslationKeys = {
  warnings: {
    straightRow: 'straight rows of keys on your keyboard are easy to guess.',
    keyPattern: 'short keyboard patterns are easy to guess.',
    simpleRepeat: 'repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'repeated character patterns like "abcabcabc" are easy to guess.',
    sequences: 'common character sequences like "abc" are easy to guess.',
    recentYears: 'recent years are easy to guess.',
    dates: 'dates are easy to guess.',
    topTen: 'it is one of the most used passwords.',
    topHundred: 'it is one of the most used passwords.',
    common: 'it is a commonly used password.',
    similarToCommon: 'it is similar to a commonly used password.',
    wordByItself: 'single words are easy to guess.',
    namesByThemselves: 'single names or surnames are easy to guess.',
    commonNames: 'common names and surnames are easy to guess.',
    userInputs: 'it contains your name or email.',
    pwned: 'it appeared in a data breach.',
  },
  suggestions: {
    l33t: 'avoid predictable letter substitutions like "@" for "a".',
    reverseWords: 'avoid reversed spellings of common words.',
    allUppercase: 'capitalise some, but not all letters.',
    capitalization: 'capitalise more than the first letter.',
    dates: 'avoid dates and years that are associated with you.',
    recentYears: 'avoid recent years.',
    associatedYears: 'avoid years that are associated with you.',
    sequences: 'avoid common character sequences.',
    repeated: 'avoid repeated words and characters.',
    longerKeyboardPattern: 'use longer keyboard patterns and change typing direction multiple times.',
    anotherWord: 'add more words that are less common.',
    useWords: 'use multiple words, but avoid common phrases.',
    noNeed: 'you can create strong passwords without using symbols, numbers, or uppercase letters.',
    pwned: 'change it wherever else you use it.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });

/**
 * Why a password is too weak to accept, or null when it is strong enough. `userInputs` are the
 * person's own name, email and the like: a password built from them is easy to guess for anyone who knows them.
 */
export function weakPasswordReason(password: string, userInputs: (string | null | undefined)[] = []): string | null {
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  const inputs = userInputs.flatMap((input) => (input ? [input, ...input.split(/[@.\s_-]+/)] : []));
  const result = zxcvbn.check(
    password,
    inputs.filter((input) => input.length >= 3),
  );
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ?? result.feedback.suggestions[0] ?? translations.suggestions.anotherWord;
  return TOO_EASY(reason);
}

/** A hash to verify against when no user matches, so a wrong email costs the same time as a wrong password. */
export const DUMMY_HASH = hashPassword('presspoint-timing-equaliser');
