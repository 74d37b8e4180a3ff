import { INTERVIEW_STATUS } from 'mf-shared';

/** How each status is named and coloured (antd Tag colours). */
export const INTERVIEW_STATUS_TAGS: Record<number, { label: string; color: string }> = {
  [INTERVIEW_STATUS.PENDING]: { label: 'Pending', color: 'gold' },
  [INTERVIEW_STATUS.APPROVED]: { label: 'Approved', color: 'green' },
  [INTERVIEW_STATUS.REJECTED]: { label: 'Rejected', color: 'red' },
  [INTERVIEW_STATUS.CANCELLED]: { label: 'Cancelled', color: 'default' },
  [INTERVIEW_STATUS.DONE]: { label: 'Done', color: 'blue' },
};

export const statusLabel = (status: number | null | undefined): string =>
  status === null || status === undefined ? '-' : (INTERVIEW_STATUS_TAGS[status]?.label ?? String(status));
