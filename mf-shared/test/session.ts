import { act } from '@testing-library/react';
import { authStore, ROLE, STATUS, type Role, type Status, type User } from 'mf-shared';

/**
 * A user as GET /profile answers it (every field is sent), for a test to sign in or for a fake
 * answer: an approved journalist with empty optional fields, unless told otherwise.
 */
export function userForTest({
  profile,
  ...over
}: Partial<Omit<User, 'profile'>> & { profile?: Partial<User['profile']> } = {}): User {
  return {
    id: 1,
    role: ROLE.JOURNALIST,
    status: STATUS.SIMPLE_USER,
    date_deleting: null,
    twofa_status: false,
    has_password: true,
    avatar: null,
    email: 'jo@example.com',
    title: null,
    company_name: null,
    company_description: null,
    company_logo: null,
    work_phone: null,
    linkedin: null,
    ...over,
    profile: { first_name: 'Jo', last_name: 'Reporter', company_name: over.company_name ?? null, ...profile },
  };
}

/** Signs a user in for a test, as the session start would (an approved journalist unless told). */
export function signInForTest({
  id = 1,
  role = ROLE.JOURNALIST,
  status = STATUS.SIMPLE_USER,
  email = 'jo@example.com',
  first_name = 'Jo',
  last_name = 'Reporter',
}: { id?: number; role?: Role; status?: Status; email?: string; first_name?: string; last_name?: string } = {}) {
  act(() =>
    authStore.getState().setSession({
      accessToken: 't',
      user: userForTest({ id, role, status, email, profile: { first_name, last_name } }),
    }),
  );
}
