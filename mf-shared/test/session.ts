import { act } from '@testing-library/react';
import { authStore, ROLE, STATUS, type Role, type Status } from 'mf-shared';

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
      user: { id, role, status, date_deleting: null, email, profile: { first_name, last_name } },
    }),
  );
}
