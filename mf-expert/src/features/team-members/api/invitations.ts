import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type User } from 'mf-shared';
import type { TeamAccept } from 'mf-shared/validation';
import type { ApiAnswer, ApiData } from 'mf-shared/contract';

/** What an invitation link shows before accepting (GET /team-invitations/{token}). */
/** What an invitation link shows before accepting (GET /team-invitations/{token}). */
export type Invitation = ApiData<'/team-invitations/{token}'>;

/** The accepted invitation: a session for the member, as sign-in answers it. */
/** POST /team-invitations/{token}/accept: a session for the member, as sign-in answers it (`user` stays the session's User). */
export type AcceptedInvitation = Omit<ApiAnswer<'/team-invitations/{token}/accept', 'post'>, 'user'> & { user: User };

export const invitationKeys = {
  all: ['team-invitations'] as const,
  one: (token: string) => [...invitationKeys.all, token] as const,
};

/** The invitation a link names; an invalid or used link fails with the API's message (no toast: the page says it). */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: invitationKeys.one(token),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Invitation }>(`/team-invitations/${encodeURIComponent(token)}`, { signal, silent: true }))
        .data.data,
    retry: false,
  });

/** Sends the acceptance: with a chosen password (no account yet) or signed in to the invited account. */
export const acceptInvitation = async (token: string, values: Partial<TeamAccept> = {}) =>
  (await api.post<AcceptedInvitation>(`/team-invitations/${encodeURIComponent(token)}/accept`, values)).data;

export const useAcceptInvitation = (token: string) =>
  useMutation({ mutationFn: (values: Partial<TeamAccept>) => acceptInvitation(token, values) });
