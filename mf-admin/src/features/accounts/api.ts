import type { ApiAnswer, ApiItem } from 'mf-shared/contract';
import { staffPost, useStaffAction, useStaffList } from '../../lib/staffApi';

export type Account = ApiItem<'/staff/accounts'>;
export type AccountAction = 'lock' | 'unlock' | 'schedule-deletion' | 'restore';

/** Journalists and experts, searched by name or email (GET /staff/accounts). */
export const useAccounts = (params: { page: number; per_page: number; q?: string }) =>
  useStaffList<ApiAnswer<'/staff/accounts'>>('/staff/accounts', params);

export const useAccountAction = () =>
  useStaffAction(({ id, action, reason }: { id: number; action: AccountAction; reason: string }) =>
    staffPost<{ message?: string }>(`/staff/accounts/${id}/${action}`, { reason }),
  );
