import { useMutation } from '@tanstack/react-query';
import { api } from 'mf-shared';
import type { ReportItemType, ReportReason } from 'mf-shared/validation';

export interface ReportInput {
  item_type: ReportItemType;
  item_id: number;
  reason: ReportReason;
  note?: string;
}

/**
 * POST /reports: signed in or not (the API client adds the user's token when there is one). The
 * dialog says what went wrong itself, so the call shows no toast. Answers the server's thanks.
 */
export async function sendReport(body: ReportInput): Promise<string> {
  const answer = await api.post<{ message: string }>('/reports', body, { silent: true });
  return answer.data.message;
}

export const useSendReport = () => useMutation({ mutationFn: sendReport });
