import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiList } from 'mf-shared';
import { uploadProgress } from 'mf-shared/kit/upload';
import { eventKeys } from '../keys';
import type {
  EventDetails,
  EventInput,
  EventQuestion,
  EventRegistrant,
  EventRegistration,
  MyEventItem,
  MyEventsParams,
  RelatedItem,
} from '../types';

// Events and story ideas (spec section 7): the expert's list, one item, create, update, delete,
// registrants; a journalist's registration and questions. Every write refreshes everything under
// 'event' (public pages included), so what was published shows at once.

export interface EventSaid<T = undefined> {
  data: T;
  message?: string;
}

/** The form as multipart/form-data: lists as repeated `name[]`, switches as '1'/'0', files by name; empty text is left out (kept). */
export function eventFormData(values: EventInput): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'header_image' && value instanceof File) body.append(name, value, value.name);
    else if (name === 'medias' && Array.isArray(value)) {
      for (const file of value as File[]) {
        // The API reads each file's type from its bytes.
        body.append('medias[]', file, file.name);
      }
    } else if (Array.isArray(value)) {
      // An empty list is sent as '[]' under the plain name: on an update it clears the list.
      if (value.length === 0) body.append(name, '[]');
      for (const item of value) body.append(`${name}[]`, String(item));
    } else if (typeof value === 'boolean') body.append(name, value ? '1' : '0');
    else body.append(name, String(value));
  }
  return body;
}

const validId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

const definedParams = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** One page of the account's briefings (type event) or story ideas (type post): GET /events. */
export function useMyEvents(params: MyEventsParams) {
  const query = definedParams(params);
  return useQuery({
    queryKey: eventKeys.mine(query),
    queryFn: async ({ signal }) => (await api.get<ApiList<MyEventItem>>('/events', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /events/{id} as the signed-in reader sees it: the owner's whole event (its form, its
 * registrants page), a journalist's own registration (the public page).
 */
export function useEventItem(id: number | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: eventKeys.item(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<{ data: EventDetails }>(`/events/${id}`, { signal })).data.data,
    enabled: enabled && validId(id),
    staleTime: 0,
  });
}

/** The registrants of one of the account's briefings. */
export function useEventRegistrants(id: number | undefined) {
  return useQuery({
    queryKey: eventKeys.registrations(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: EventRegistrant[] }>(`/events/${id}/registrants`, { signal })).data.data,
    enabled: validId(id),
  });
}

/** Questions in advance: the owner reads all, a registrant their own. */
export function useEventQuestions(id: number | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: eventKeys.questions(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: EventQuestion[] }>(`/events/${id}/questions`, { signal })).data.data,
    enabled: enabled && validId(id),
  });
}

/** News, blog posts and events whose title matches `search` (20 at most), to link as related content. */
export function useRelatedSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: eventKeys.related(text),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RelatedItem[] }>('/events/all', { params: { search: text }, signal })).data.data,
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

function useEventWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

type WithProgress<T> = T & { onProgress?: (percent: number) => void };

/** POST /events (multipart); `onProgress` follows the upload of the header image and gallery. */
export const useCreateEvent = () =>
  useEventWrite(
    async ({ onProgress, ...values }: WithProgress<EventInput>) =>
      (
        await api.post<EventSaid<EventDetails>>('/events', eventFormData(values), {
          onUploadProgress: onProgress && uploadProgress(onProgress),
        })
      ).data,
  );

/** POST /events/update/{id}: what is not sent is kept. */
export const useUpdateEvent = () =>
  useEventWrite(
    async ({ id, onProgress, ...values }: WithProgress<EventInput & { id: number }>) =>
      (
        await api.post<EventSaid<EventDetails>>(`/events/update/${id}`, eventFormData(values), {
          onUploadProgress: onProgress && uploadProgress(onProgress),
        })
      ).data,
  );

/** GET /events/delete/{id}. */
export const useDeleteEvent = () =>
  useEventWrite(async (id: number) => (await api.get<{ message?: string }>(`/events/delete/${id}`)).data);

/** An approved journalist registers for a briefing (acknowledging its embargo when it has one). */
export const useRegisterForEvent = () =>
  useEventWrite(
    async ({ id, embargo_acknowledged }: { id: number; embargo_acknowledged: boolean }) =>
      (await api.post<EventSaid<EventRegistration>>(`/events/${id}/register`, { embargo_acknowledged })).data,
  );

/** A registrant's question in advance. */
export const useAskEventQuestion = () =>
  useEventWrite(
    async ({ id, question }: { id: number; question: string }) =>
      (await api.post<EventSaid<{ id: number }>>(`/events/${id}/questions`, { question })).data,
  );

/** A registrant withdraws (DELETE /events/{id}/register; a cancelling invitation is mailed). */
export const useCancelRegistration = () =>
  useEventWrite(async (id: number) => (await api.delete<{ message?: string }>(`/events/${id}/register`)).data);
