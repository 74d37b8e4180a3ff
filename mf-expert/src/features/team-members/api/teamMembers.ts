import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import type { TeamInvite } from 'mf-shared/validation';
import type { ApiItem } from 'mf-shared/contract';

/** One of the account's team members (GET /team-members). */
/** One of the account's team members (GET /team-members); `accepted_at` null while the invitation is open. */
export type TeamMember = ApiItem<'/team-members'>;

interface Said<T = undefined> {
  data: T;
  message?: string;
}

/** Query keys of the account's team: invalidating ['team-members'] refreshes the list. */
export const teamMemberKeys = {
  all: ['team-members'] as const,
  list: () => [...teamMemberKeys.all, 'list'] as const,
};

/** The account's team, the newest invitation first (owner only: call it only for the owner). */
export const useTeamMembers = (enabled = true) =>
  useQuery({
    queryKey: teamMemberKeys.list(),
    queryFn: async ({ signal }) => (await api.get<{ data: TeamMember[] }>('/team-members', { signal })).data.data,
    enabled,
  });

function useTeamWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: teamMemberKeys.all }),
  });
}

/** POST /team-members/invite: mails an accept link. */
export const useInviteTeamMember = () =>
  useTeamWrite(async (values: TeamInvite) => (await api.post<Said<TeamMember>>('/team-members/invite', values)).data);

/** POST /team-members/{id}/resend: a new link (the old one stops working). */
export const useResendInvitation = () =>
  useTeamWrite(async (id: number) => (await api.post<Said<TeamMember>>(`/team-members/${id}/resend`)).data);

/** DELETE /team-members/{id}: their sessions end. */
export const useRemoveTeamMember = () =>
  useTeamWrite(async (id: number) => (await api.delete<{ message: string }>(`/team-members/${id}`)).data);
