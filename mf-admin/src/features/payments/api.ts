import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer, ApiData, ApiItem } from 'mf-shared/contract';
import { staffGet, staffKeys, staffPost, useStaffAction, useStaffList } from '../../lib/staffApi';
import { staffSession } from '../../lib/staffSession';

export type Payment = ApiItem<'/staff/payments'>;
export type AccountPayments = ApiData<'/staff/payments/accounts/{id}'>;
export type Subscription = AccountPayments['subscriptions'][number];
export type PaymentFilter = 'all' | Payment['status'];

/** Payments, newest first, by status and account (GET /staff/payments). */
export const usePayments = (params: { status: PaymentFilter; page: number; per_page: number; q?: string }) =>
  useStaffList<ApiAnswer<'/staff/payments'>>('/staff/payments', params);

/** One account's subscriptions and payments; under the staff key, so a refund refreshes it. */
export function useAccountPayments(id: number | null) {
  const token = staffSession((s) => s.token);
  return useQuery({
    queryKey: [...staffKeys.all, 'payments', 'account', id],
    queryFn: async () =>
      (await staffGet<ApiAnswer<'/staff/payments/accounts/{id}'>>(`/staff/payments/accounts/${id}`)).data,
    enabled: token !== null && id !== null,
  });
}

export const useRefund = () =>
  useStaffAction(({ id, reason }: { id: number; reason: string }) =>
    staffPost<ApiAnswer<'/staff/payments/{id}/refund', 'post'>>(`/staff/payments/${id}/refund`, { reason }),
  );
