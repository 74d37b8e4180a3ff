import { it } from 'node:test';
import { expect } from '../../test/expect';
import { COMMON_PASSWORD, weakPasswordReason } from './passwords';

// Popular passwords that meet the form's rules (8+ characters, a capital, a digit) but are guessed first.
const POPULAR = [
  'Admin123',
  'Summer2024',
  'Changeme1',
  'Password1',
  'Welcome1',
  'Qwerty123',
  'Letmein1',
  'P@ssw0rd',
  'Football1',
  'Iloveyou1',
  'Monkey123',
  'Dragon123',
  'Baseball1',
  'Sunshine1',
  'Princess1',
  'Trustno1',
  'Master123',
  'Hello123',
  'Freedom1',
  'Whatever1',
  'Winter2024',
  'Spring2025',
  'Company1',
  'Passw0rd!',
];

it('refuses each of 24 popular passwords, saying why', () => {
  for (const password of POPULAR) {
    const reason = weakPasswordReason(password);
    expect({ password, reason }).toEqual({
      password,
      reason: expect.stringMatching(/^(This password is too easy to guess: \w.+|This password is too common\.)/),
    });
  }
});

it('keeps the exact-list message for the most common ones', () => {
  expect(weakPasswordReason('Password1')).toBe(COMMON_PASSWORD);
});

it('explains a variation of a common password', () => {
  expect(weakPasswordReason('Summer2024')).toBe(
    'This password is too easy to guess: it is similar to a commonly used password.',
  );
});

it('refuses a password built from the person’s own name or email', () => {
  const password = 'Ninapark2026';
  expect(weakPasswordReason(password)).toBeNull();
  expect(weakPasswordReason(password, ['Nina', 'Parkinson-Lee', 'ninapark@example.net'])).toMatch(
    /^This password is too easy to guess/,
  );
});

it('accepts the demo password and those the tests register with', () => {
  for (const password of [
    'Demo2026pass',
    'Newsroom2026',
    'Fresh2026pass',
    'Other2026pass',
    'Another2026pass',
    'Deadline2026news',
    'Newsdesk2027',
    'Analytics2026',
  ])
    expect({ password, reason: weakPasswordReason(password, ['Nina', 'Park', 'nina.park@example.net']) }).toEqual({
      password,
      reason: null,
    });
});
