import { api, type User } from 'mf-shared';

// The sign-in dialogs' calls (components only render; they call these).

/** What sign-in and the expert completion answer (top level, as spec section 7 reads them). */
export interface SessionAnswer {
  access_token: string;
  user: User;
}

export interface Credentials {
  email: string;
  password: string;
}

/** POST /auth/login; with `secret` or `recovery_code` for an account with two-factor on (418 asks for them). */
export async function requestLogin(payload: Credentials & { secret?: string; recovery_code?: string }) {
  return (await api.post<SessionAnswer>('/auth/login', payload)).data;
}

export async function requestPasswordReset(values: { email: string }): Promise<void> {
  await api.post('/auth/forgot-password', values);
}

/**
 * The expert completion dialog. An account made by social sign-in (no password yet) completes through
 * `/expert/social-auth/updation`; one registered with a password through `/expert/complete-registration`.
 */
export async function completeExpertRegistration(
  values: { companyName: string; title: string; phone: string; expert_id: number },
  { social }: { social: boolean },
) {
  const path = social ? '/expert/social-auth/updation' : '/expert/complete-registration';
  return (await api.post<SessionAnswer>(path, values)).data;
}
