import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isActiveUser, orMissing, ROLE, useAuth } from 'mf-shared';
import { sourceRequestKeys } from './keys';
import type {
  MyPitchList,
  OpportunityDetail,
  OpportunityList,
  OpportunityParams,
  Pitch,
  RequestAlerts,
  RequestList,
  RequestListParams,
  RequestSummary,
  SourceRequest,
  SourceRequestInput,
} from './types';

// Every call of source requests (issue 27) lives here; pages use these hooks, never the API client.
// The API client toasts failures (spec section 8): nothing here handles errors a second time.

/** Parameters without the empty ones, so equal lists share one cache entry. */
function definedParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

const validId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0;

/** A write that refreshes every view of source requests (lists, pitches, summaries, the menu badge). */
function useSourceRequestWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: sourceRequestKeys.all }),
  });
}

// ── The journalist's side ──────────────────────────────────────────────────────────────────────

/** One page of the journalist's own requests, open (soonest deadline first) or closed (latest first). */
export function useSourceRequests(params: RequestListParams) {
  const query = definedParams(params);
  return useQuery({
    queryKey: sourceRequestKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<RequestList>('/requests', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's figures: open requests, new pitches, the median minutes to a first pitch. */
export function useSourceRequestSummary(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sourceRequestKeys.summary(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RequestSummary }>('/requests/summary', { signal, silent: true })).data.data,
    enabled: options.enabled ?? true,
  });
}

/** One own request, or null when it is not the journalist's (404). */
export function useSourceRequest(id: number | null | undefined) {
  return useQuery({
    queryKey: sourceRequestKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      orMissing(api.get<{ data: SourceRequest }>(`/requests/${id}`, { signal, silent: true }).then((r) => r.data.data)),
    enabled: validId(id),
  });
}

export function useCreateSourceRequest() {
  return useSourceRequestWrite(
    async (input: SourceRequestInput) => (await api.post<{ data: SourceRequest }>('/requests', input)).data.data,
  );
}

export function useUpdateSourceRequest() {
  return useSourceRequestWrite(
    async ({ id, ...input }: SourceRequestInput & { id: number }) =>
      (await api.put<{ data: SourceRequest }>(`/requests/${id}`, input)).data.data,
  );
}

export function useCloseSourceRequest() {
  return useSourceRequestWrite(
    async (id: number) => (await api.post<{ data: SourceRequest }>(`/requests/${id}/close`)).data.data,
  );
}

/**
 * The pitches on an own request, best match first. Reading them marks them seen, so the lists' and the
 * dashboard's new-pitch counts are read again once they arrive.
 */
export function useRequestPitches(requestId: number | null | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: sourceRequestKeys.pitches(requestId ?? 0),
    queryFn: async ({ signal }) => {
      const pitches = (await api.get<{ data: Pitch[] }>(`/requests/${requestId}/pitches`, { signal })).data.data;
      void client.invalidateQueries({ queryKey: sourceRequestKeys.lists() });
      void client.invalidateQueries({ queryKey: sourceRequestKeys.summary() });
      return pitches;
    },
    enabled: validId(requestId),
  });
}

export function useShortlistPitch() {
  return useSourceRequestWrite(
    async (id: number) => (await api.post<{ data: Pitch }>(`/pitches/${id}/shortlist`)).data.data,
  );
}

export function useDeclinePitch() {
  return useSourceRequestWrite(
    async ({ id, note }: { id: number; note?: string }) =>
      (await api.post<{ data: Pitch }>(`/pitches/${id}/decline`, note?.trim() ? { note: note.trim() } : {})).data.data,
  );
}

// ── The expert's side ──────────────────────────────────────────────────────────────────────────

/** One page of open requests for the expert's account (matching its guests unless `matches: 0`). */
export function useOpportunities(params: OpportunityParams) {
  const client = useQueryClient();
  const query = definedParams(params);
  return useQuery({
    queryKey: sourceRequestKeys.opportunities(query),
    queryFn: async ({ signal }) => {
      const list = (await api.get<OpportunityList>('/opportunities', { params: query, signal })).data;
      // Opening the list marks its new requests seen: the menu badge is read again.
      void client.invalidateQueries({ queryKey: sourceRequestKeys.opportunitySummary() });
      return list;
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * How many matching requests came since the expert last opened the list: the menu badge. Asked only
 * for an active expert (the API refuses the others), silently (a badge is no reason for a toast).
 */
export function useNewOpportunitiesCount(): number {
  const active = useAuth((s) => isActiveUser(s.user) && s.user?.role === ROLE.EXPERT);
  const summary = useQuery({
    queryKey: sourceRequestKeys.opportunitySummary(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { new_count: number } }>('/opportunities/summary', { signal, silent: true })).data.data,
    enabled: active,
  });
  return active ? (summary.data?.new_count ?? 0) : 0;
}

/** One open request, with the expert's pitches on it and the guests that may still pitch; null on a 404. */
export function useOpportunity(id: number | null | undefined) {
  return useQuery({
    queryKey: sourceRequestKeys.opportunity(id ?? 0),
    queryFn: ({ signal }) =>
      orMissing(
        api.get<{ data: OpportunityDetail }>(`/opportunities/${id}`, { signal, silent: true }).then((r) => r.data.data),
      ),
    enabled: validId(id),
  });
}

export function useCreatePitch() {
  return useSourceRequestWrite(
    async ({ requestId, ...body }: { requestId: number; guest_id: number; answer: string }) =>
      (await api.post<{ data: Pitch }>(`/opportunities/${requestId}/pitches`, body)).data.data,
  );
}

export function useUpdatePitch() {
  return useSourceRequestWrite(
    async ({ id, answer }: { id: number; answer: string }) =>
      (await api.put<{ data: Pitch }>(`/pitches/${id}`, { answer })).data.data,
  );
}

export function useWithdrawPitch() {
  return useSourceRequestWrite(async (id: number) => {
    await api.delete(`/pitches/${id}`);
  });
}

/** The expert's own pitches with their outcome, and the shortlist rate (meta.shortlist_rate, 0..1 or null). */
export function useMyPitches(params: { page?: number; per_page?: number } = {}) {
  const query = definedParams(params);
  return useQuery({
    queryKey: sourceRequestKeys.myPitches(query),
    queryFn: async ({ signal }) => (await api.get<MyPitchList>('/pitches', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The account's request alerts: topics (expertise; none = all its guests'), how often, paused. */
export function useRequestAlerts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sourceRequestKeys.alerts(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RequestAlerts }>('/profile/request-alerts', { signal })).data.data,
    enabled: options.enabled ?? true,
  });
}

export function useSaveRequestAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (alerts: RequestAlerts) =>
      (await api.put<{ data: RequestAlerts }>('/profile/request-alerts', alerts)).data.data,
    onSuccess: (saved) => client.setQueryData(sourceRequestKeys.alerts(), saved),
  });
}
