import type { ApiAnswer, ApiItem } from 'mf-shared/contract';
import { staffPost, useStaffAction, useStaffList } from '../../lib/staffApi';

export type Applicant = ApiItem<'/staff/approvals'>;

/** Who waits for approval, oldest first (GET /staff/approvals). */
export const useApplicants = (params: { page: number; per_page: number }) =>
  useStaffList<ApiAnswer<'/staff/approvals'>>('/staff/approvals', params);

export const useApprove = () =>
  useStaffAction((id: number) => staffPost<{ message?: string }>(`/staff/approvals/${id}/approve`));

export const useReject = () =>
  useStaffAction(({ id, reason }: { id: number; reason: string }) =>
    staffPost<{ message?: string }>(`/staff/approvals/${id}/reject`, { reason }),
  );

export const useApproveMany = () =>
  useStaffAction((ids: number[]) =>
    staffPost<ApiAnswer<'/staff/approvals/approve', 'post'>>('/staff/approvals/approve', { ids }),
  );
