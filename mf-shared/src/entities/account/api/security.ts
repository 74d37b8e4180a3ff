import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import { refreshProfile } from './profile';
import type { ApiData } from '../../../contract';

/** A started authenticator setup: the secret, as text and as a QR code. */
/** POST /auth/two-factor: a started authenticator setup, the secret as text and as a QR code. */
export type TwoFactorSetup = ApiData<'/auth/two-factor', 'post'>;

const recoveryCodes = (body: { data: { recovery_codes: string[] } }) => body.data.recovery_codes;

/** Starts a setup; it replaces the secret, so the API asks for the password. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (password: string) =>
      api.post<{ data: TwoFactorSetup }>('/auth/two-factor', { password }).then(({ data }) => data.data),
  });

/** Confirms the setup with a code from the app: two-factor is on; answers the recovery codes. */
export function useConfirmTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api
        .post<{ data: { recovery_codes: string[] } }>('/auth/two-factor/confirm', { code })
        .then(({ data }) => recoveryCodes(data)),
    onSuccess: () => refreshProfile(client),
  });
}

export const useRegenerateRecoveryCodes = () =>
  useMutation({
    mutationFn: (password: string) =>
      api
        .post<{ data: { recovery_codes: string[] } }>('/auth/two-factor/recovery-codes', { password })
        .then(({ data }) => recoveryCodes(data)),
  });

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.delete('/auth/two-factor', { data: { password } }).then(() => undefined),
    onSuccess: () => refreshProfile(client),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (values: Record<string, string>) => api.post('/auth/password/change', values).then(() => undefined),
  });

/** Ends every session of the user but this one; answers the API's message. */
/**
 * An account made by social sign-in asks for its first password (POST password/create): the API mails
 * a link to the account's address, whose page sets it. Answers the API's message.
 */
export const useCreatePassword = () =>
  useMutation({
    mutationFn: () => api.post<{ message: string }>('/password/create').then(({ data }) => data.message),
  });

export const useRevokeOtherSessions = () =>
  useMutation({
    mutationFn: (password: string) =>
      api.post<{ message: string }>('/auth/sessions/revoke-others', { password }).then(({ data }) => data.message),
  });
