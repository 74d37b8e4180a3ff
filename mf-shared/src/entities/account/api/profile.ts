import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, authStore } from 'mf-shared';
import { profileKeys } from '../keys';
import type { ProfileUser } from './profileWrites';

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: () => api.get<{ data: ProfileUser }>('/profile').then(({ data }) => data.data),
  });

/** The signed-in user as GET /profile reads it (with `team_account` for a team member). */
export const useProfile = () => useQuery(profileQuery());

/** After a write that changes the user (two-factor on or off): read them again, into the auth store too. */
export async function refreshProfile(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: profileKeys.all });
  authStore.getState().setUser(await client.fetchQuery(profileQuery()));
}
