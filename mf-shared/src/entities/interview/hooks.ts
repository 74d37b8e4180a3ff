import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, orMissing, useRealtimeEvent, useRealtimeReconnected, type ApiListMeta } from 'mf-shared';
import { interviewKeys } from './keys';
import type {
  CalendarFeed,
  InterviewCalendarDay,
  InterviewChangeAnswer,
  InterviewCoverage,
  InterviewDetail,
  InterviewItem,
  InterviewList,
  InterviewListParams,
  InterviewNote,
  InterviewRequestAnswer,
  InterviewRequestPayload,
  InterviewWriteAnswer,
} from './types';

// Every call of the interview entity lives here; components use these hooks, never the API client.

/** Writes refresh every view of interviews: lists, calendar, drawer and the header's countdown. */
function useInterviewWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}

/** A journalist asks for an interview; every view of interviews (lists, the countdown) refreshes. */
export function useRequestInterview() {
  return useInterviewWrite(
    async (payload: InterviewRequestPayload) =>
      (await api.post<InterviewRequestAnswer>('/interview/create', payload)).data,
  );
}

/** Parameters without the empty ones, so equal lists share one cache entry. */
function definedParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

type ListAnswer =
  InterviewList | { data: { data: InterviewItem[]; total: number; page: number; per_page: number } | InterviewList };

/** The list in the kit table's shape (`{data, meta}`), whichever of the two paging envelopes the API used. */
export function interviewListOf(answer: ListAnswer): InterviewList {
  if (Array.isArray(answer.data)) return answer as InterviewList;
  const inner = answer.data;
  if ('meta' in inner) return inner;
  const meta: ApiListMeta = {
    current_page: inner.page,
    per_page: inner.per_page,
    total: inner.total,
    last_page: Math.max(1, Math.ceil(inner.total / Math.max(1, inner.per_page))),
  };
  return { data: inner.data, meta };
}

/** One page of one view of the viewer's interviews; the previous page stays shown while the next loads. */
export function useInterviews(params: InterviewListParams) {
  const query = definedParams(params);
  return useQuery({
    queryKey: interviewKeys.list(query),
    queryFn: async ({ signal }) =>
      interviewListOf((await api.get<ListAnswer>('/interview', { params: query, signal })).data),
    placeholderData: keepPreviousData,
  });
}

/** One interview in full, or null when it is not the viewer's (404); nothing is read for no id. */
export function useInterview(id: number | null) {
  return useQuery({
    queryKey: interviewKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      orMissing(
        api.get<{ data: InterviewDetail }>(`/interview/${id}`, { signal, silent: true }).then((r) => r.data.data),
      ),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

export interface SetStatusVariables {
  id: number;
  status: number;
  /** The expert's browser zone, sent on approval (their local time in the invitation). */
  time_zone?: string;
}

/** Approve, reject, cancel or mark done (the server refuses what the viewer may not do, naming what is allowed). */
export function useSetInterviewStatus() {
  return useInterviewWrite(
    async ({ id, ...body }: SetStatusVariables) =>
      (await api.post<InterviewWriteAnswer>(`/interview/set-status/${id}`, body)).data,
  );
}

export interface RescheduleVariables {
  id: number;
  /** ISO date and time, not in the past. */
  date_interview: string;
  message?: string;
  time_zone?: string;
}

/** A new date (and a message to the other side), while Pending or Approved. */
export function useUpdateInterview() {
  return useInterviewWrite(
    async ({ id, ...body }: RescheduleVariables) =>
      (await api.post<InterviewChangeAnswer>(`/interview/update/${id}`, body)).data,
  );
}

/** A note only its writer reads. */
export function useAddInterviewNote() {
  return useInterviewWrite(
    async ({ id, note }: { id: number; note: string }) =>
      (await api.post<{ data: InterviewNote }>(`/interview/add-note/${id}`, { note })).data,
  );
}

/** After Done, the journalist adds where the interview was published (the expert's coverage). */
export function useSetPublishedLink() {
  return useInterviewWrite(
    async ({ id, published_link }: { id: number; published_link: string }) =>
      (await api.post<InterviewChangeAnswer>(`/interview/published-link/${id}`, { published_link })).data,
  );
}

/** The month's days (YYYY-MM, in `timeZone`) that have interviews, with them. */
export function useInterviewCalendar(month: string, timeZone: string) {
  return useQuery({
    queryKey: interviewKeys.month(month, timeZone),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: InterviewCalendarDay[] }>('/interview/calendar', {
          params: { month, time_zone: timeZone },
          signal,
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

/** One day's interviews (YYYY-MM-DD in `timeZone`); nothing is read until a day is chosen. */
export function useInterviewCalendarDay(date: string | null, timeZone: string) {
  return useQuery({
    queryKey: interviewKeys.day(date ?? '', timeZone),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: InterviewItem[] }>(`/interview/calendar/${date}`, {
          params: { time_zone: timeZone },
          signal,
        })
      ).data.data,
    enabled: date !== null,
  });
}

/** The expert account's published coverage (links journalists added after Done). */
export function useInterviewCoverage() {
  return useQuery({
    queryKey: interviewKeys.coverage(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: InterviewCoverage[] }>('/interview/coverage', { signal })).data.data,
  });
}

/** The private calendar feed URL; read only when asked for (the dialog is opened). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.feed(),
    queryFn: async ({ signal }) => (await api.get<{ data: CalendarFeed }>('/calendar/token', { signal })).data.data,
    enabled,
  });
}

/** A new feed URL: the old one stops working (a link that leaked is revoked). */
export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ data: CalendarFeed; message?: string }>('/calendar/token/reset')).data,
    onSuccess: (answer) => client.setQueryData(interviewKeys.feed(), answer.data),
  });
}

/** The private channel a user's notifications arrive on (spec section 7; the bell listens there too). */
const notificationChannel = (userId: number) => `newNotification-${userId}`;

/**
 * While mounted: an 'Interview' notification (a request, an answer, a new date) refreshes every
 * view of interviews, so a new request shows without a reload; so does a reconnect.
 */
export function useLiveInterviews(userId: number | null | undefined): void {
  const client = useQueryClient();
  useRealtimeEvent<{ notification?: { type?: string } }>(
    userId ? notificationChannel(userId) : null,
    'NotificationEvent',
    ({ notification }) => {
      if (notification?.type === 'Interview') void client.invalidateQueries({ queryKey: interviewKeys.all });
    },
  );
  useRealtimeReconnected(() => void client.invalidateQueries({ queryKey: interviewKeys.all }));
}
