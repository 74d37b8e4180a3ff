import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isActiveUser, useAuth } from 'mf-shared';
import type { ApiItem } from '../../contract';
import { interviewKeys } from './keys';

/** One of the signed-in user's coming interviews, as the header's countdown reads them. */
export type UpcomingInterview = ApiItem<'/interview/upcoming'>;

export async function fetchUpcomingInterviews(): Promise<UpcomingInterview[]> {
  try {
    const { data } = await api.get<{ data: UpcomingInterview[] }>('/interview/upcoming', { silent: true });
    return data.data;
  } catch (error) {
    console.warn('Upcoming interviews did not load', error);
    throw error;
  }
}

export const upcomingInterviewsQuery = () =>
  queryOptions({ queryKey: interviewKeys.upcoming(), queryFn: fetchUpcomingInterviews });

/** The nearest interview still to come (spec section 4), or null. */
export function nextInterview(list: UpcomingInterview[] | undefined, now = new Date()): UpcomingInterview | null {
  const future = (list ?? []).filter((i) => new Date(i.date) > now);
  future.sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  return future[0] ?? null;
}

/**
 * The signed-in user's coming interviews; invalidating `interviewKeys.all` reads them again. Asked
 * only for an active user: the API refuses the others (403).
 */
export function useUpcomingInterviews() {
  const active = useAuth((s) => isActiveUser(s.user));
  return useQuery({ ...upcomingInterviewsQuery(), enabled: active });
}
