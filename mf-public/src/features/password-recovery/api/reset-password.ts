import { useMutation } from '@tanstack/react-query';
import { api } from 'mf-shared';

/** Sets a new password with the single-use token of the reset mail (the user then signs in). */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { password: string; password_confirmation: string; token: string }) =>
      api.post('/password/reset', body).then(() => undefined),
  });
