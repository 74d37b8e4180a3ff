import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import { interviewKeys } from './keys';
import type { InterviewRequestAnswer, InterviewRequestPayload } from './types';

// Every call of the interview entity lives here; components use these hooks, never the API client.

/** A journalist asks for an interview; every view of interviews (lists, the countdown) refreshes. */
export function useRequestInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: InterviewRequestPayload) =>
      (await api.post<InterviewRequestAnswer>('/interview/create', payload)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
