import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, statusOf } from 'mf-shared';
import type { ApiAnswer, ApiBody, ApiData, ApiPath } from 'mf-shared/contract';
import { staffHeaders, staffSession } from './staffSession';

// Every call of the console goes through these: the shared API client with the staff token.

/** The staff session ended (expired, signed out elsewhere, disabled): back to the sign-in form. */
export const SESSION_ENDED = 'Your staff session has ended. Please sign in again.';

async function staffCall<T>(call: (headers: Record<string, string>) => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call(staffHeaders())).data;
  } catch (error) {
    if (statusOf(error) === 401 && staffSession.getState().token) {
      staffSession.getState().signOut();
      toast.error(SESSION_ENDED);
    }
    throw error;
  }
}

export const staffGet = <T>(url: string, params?: object) =>
  staffCall<T>((headers) => api.get<T>(url, { headers, params }));
export const staffPost = <T>(url: string, body?: object) =>
  staffCall<T>((headers) => api.post<T>(url, body, { headers }));

/** A file from the API (a CSV download), with the staff token, as a Blob. */
export const staffDownload = (url: string, params?: object) =>
  staffCall<Blob>((headers) => api.get<Blob>(url, { headers, params, responseType: 'blob' }));

export type StaffMember = ApiData<'/staff/me'>;
export type StaffArea =
  'approvals' | 'accounts' | 'contact' | 'audit' | 'figures' | 'content' | 'reports' | 'payments' | 'staff';

export const staffKeys = {
  all: ['staff'] as const,
  me: (token: string | null) => ['staff', 'me', token] as const,
  list: (path: ApiPath, params: object) => ['staff', path, params] as const,
};

/** Who is signed in to the console, with the areas their role opens. */
export function useStaffMe() {
  const token = staffSession((s) => s.token);
  return useQuery({
    queryKey: staffKeys.me(token),
    queryFn: async () => (await staffGet<ApiAnswer<'/staff/me'>>('/staff/me')).data,
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

export function useStaffSignIn() {
  return useMutation({
    mutationFn: async (body: ApiBody<'/staff/auth/login'>) =>
      (await api.post<ApiAnswer<'/staff/auth/login', 'post'>>('/staff/auth/login', body, { silent: true })).data.data,
    onSuccess: (answer) => staffSession.getState().signIn(answer.access_token),
  });
}

export function useStaffSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => staffPost('/staff/auth/logout').catch(() => undefined),
    onSettled: () => {
      staffSession.getState().signOut();
      client.removeQueries({ queryKey: staffKeys.all });
    },
  });
}

/** A page of a staff list; the previous page stays shown while the next loads. */
export function useStaffList<T>(path: ApiPath, params: object) {
  const token = staffSession((s) => s.token);
  return useQuery({
    queryKey: staffKeys.list(path, params) as QueryKey,
    queryFn: () => staffGet<T>(path, params),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

/** A staff action; every staff list refreshes once it succeeds (the audit log included). */
export function useStaffAction<Variables, Result>(post: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
