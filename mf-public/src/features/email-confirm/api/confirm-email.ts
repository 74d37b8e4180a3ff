import { useMutation } from '@tanstack/react-query';
import { api, authStore, type User } from 'mf-shared';

/**
 * Confirms a sign-in email change with the token of the link mailed to the new address (in the body:
 * an API path would land in the request log). A browser signed in reads its user again.
 */
export const useConfirmEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      api
        .post<{ data: { email: string } }>('/profile/email/confirm', { token }, { silent: true })
        .then(({ data }) => data.data.email),
    onSuccess: async () => {
      if (authStore.getState().user)
        authStore.getState().setUser((await api.get<{ data: User }>('/profile', { silent: true })).data.data);
    },
  });
