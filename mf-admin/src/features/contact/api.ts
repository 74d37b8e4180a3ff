import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer, ApiData, ApiItem } from 'mf-shared/contract';
import { staffGet, staffKeys, staffPost, useStaffAction, useStaffList } from '../../lib/staffApi';
import { staffSession } from '../../lib/staffSession';

export type ContactMessage = ApiItem<'/staff/contact'>;
export type ContactMessageDetail = ApiData<'/staff/contact/{id}'>;
export type ContactFilter = 'new' | 'handled' | 'all';

/** The contact form's messages, newest first (GET /staff/contact). */
export const useContactMessages = (params: { status: ContactFilter; page: number; per_page: number; q?: string }) =>
  useStaffList<ApiAnswer<'/staff/contact'>>('/staff/contact', params);

/** One message with its replies; under the staff key, so every action refreshes it. */
export function useContactMessage(id: number | null) {
  const token = staffSession((s) => s.token);
  return useQuery({
    queryKey: [...staffKeys.all, 'contact', id],
    queryFn: async () => (await staffGet<ApiAnswer<'/staff/contact/{id}'>>(`/staff/contact/${id}`)).data,
    enabled: token !== null && id !== null,
  });
}

type Answer = ApiAnswer<'/staff/contact/{id}/handled', 'post'>;

export const useAssignContact = () =>
  useStaffAction(({ id, staff_id }: { id: number; staff_id: number | null }) =>
    staffPost<Answer>(`/staff/contact/${id}/assign`, { staff_id }),
  );

export const useReplyContact = () =>
  useStaffAction(({ id, body }: { id: number; body: string }) =>
    staffPost<Answer>(`/staff/contact/${id}/reply`, { body }),
  );

export const useContactStatus = () =>
  useStaffAction(({ id, action }: { id: number; action: 'handled' | 'reopen' }) =>
    staffPost<Answer>(`/staff/contact/${id}/${action}`),
  );
