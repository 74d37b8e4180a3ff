import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, authStore, type User } from 'mf-shared';
import { profileKeys } from '../keys';

export type RegistrationEndpoint = '/auth/registration-journalist' | '/auth/registration-expert';

interface Session {
  access_token: string;
  user: User;
}

/** Step 1 of registration (spec section 3): on success the new session is stored. */
export function useRegister(endpoint: RegistrationEndpoint) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string>) => api.post<Session>(endpoint, values).then(({ data }) => data),
    onSuccess: ({ user, access_token }) => {
      authStore.getState().setSession({ user, accessToken: access_token });
      client.setQueryData(profileKeys.all, user);
    },
  });
}
