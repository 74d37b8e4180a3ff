import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, authStore, type User } from 'mf-shared';
import { profileKeys } from '../keys';

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: () => api.get<{ data: User }>('/profile').then(({ data }) => data.data),
  });

/** After a write that changes the user (two-factor on or off): read them again, into the auth store too. */
export async function refreshProfile(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: profileKeys.all });
  authStore.getState().setUser(await client.fetchQuery(profileQuery()));
}
