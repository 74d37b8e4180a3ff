import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, authStore } from 'mf-shared';
import { refreshProfile } from './profile';
import type { ApiData, ApiItem } from '../../../contract';

/** One "Download my data" archive, as GET /profile/exports lists it. */
export type DataExport = ApiItem<'/profile/exports'>;

type StateAnswer = { data: ApiData<'/profile/restore', 'post'>; message: string };

/**
 * The answer's state goes into the auth store at once (so the live AccountStatusEvent that follows
 * finds nothing new to say), then the profile is read again.
 */
async function takeState(client: QueryClient, answer: StateAnswer) {
  const { user, setUser } = authStore.getState();
  if (user) setUser({ ...user, status: answer.data.status, date_deleting: answer.data.date_deleting });
  await refreshProfile(client);
  return answer.message;
}

/** "Delete my account": the deletion is scheduled; the profile reads WILL_BE_DELETED. Answers the API's message. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api.post<StateAnswer>('/profile/delete', { password }).then(({ data }) => takeState(client, data)),
  });
}

/** "Restore my account": the scheduled deletion is cancelled. Answers the API's message. */
export function useRestoreAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StateAnswer>('/profile/restore').then(({ data }) => takeState(client, data)),
  });
}

const exportsKey = ['profile', 'exports'] as const;

/** The account's archives; while one is being made, read again every few seconds. */
export const useDataExports = () =>
  useQuery<DataExport[]>({
    queryKey: exportsKey,
    queryFn: () => api.get<{ data: DataExport[] }>('/profile/exports').then(({ data }) => data.data),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'queued') ? 5_000 : false),
  });

/** "Download my data": an archive is queued (made by a job and mailed). Answers the API's message. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/profile/export').then(({ data }) => data.message),
    onSettled: () => client.invalidateQueries({ queryKey: exportsKey }),
  });
}

/** Fetches a ready archive with the session's token and saves it as a file. */
export async function downloadDataExport(item: DataExport): Promise<void> {
  const { data } = await api.get<Blob>(`/profile/exports/${item.id}`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = `presspoint-data-${item.created_at.slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}
