import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, orMissing, type ApiList } from 'mf-shared';
import { guestFormData, guestKeys, type FileToSend, type GuestFormValues } from 'mf-shared/entities/guest';
import { uploadProgress } from 'mf-shared/kit/upload';
import type { ContactItem, ContactSort, PrivateContactDraft, PrivateContactMedia } from 'mf-shared/types/contact';

// The journalist's contacts (issue 13's contract): guests saved from the directory and private
// contacts the journalist makes in two steps. Several features use them (all contacts, the new
// contact steps, the guest profile's save button), so they live here; components use these hooks.

/** How a contact the expert hid or removed (or whose account stopped) reads: the API sends no details. */
export const NO_LONGER_AVAILABLE = 'No longer available';

export interface ContactListParams {
  search?: string;
  page?: number;
  per_page?: number;
  sort?: ContactSort;
  direction?: 'asc' | 'desc';
}

/** The API's answer to a write that says something (`message`, shown as the success toast). */
export interface Said<T = undefined> {
  data: T;
  message?: string;
}

/** Query keys of contacts: the first element is 'contact', so invalidating ['contact'] refreshes every view. */
export const contactKeys = {
  all: ['contact'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (params: ContactListParams) => [...contactKeys.lists(), params] as const,
  saved: (guestIds: readonly number[]) => [...contactKeys.all, 'saved', guestIds] as const,
  media: (id: number) => [...contactKeys.all, 'media', id] as const,
};

/** Parameters without the empty ones, so equal lists share one cache entry. */
function definedParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** One page of the journalist's contacts (GET /contacts); the previous page stays shown while the next loads. */
export function useContacts(params: ContactListParams) {
  const query = definedParams(params);
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<ApiList<ContactItem>>('/contacts', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * Which of these guests the journalist has saved (GET /contacts/saved?guest_id=1&guest_id=2).
 * The ids go as repeated `guest_id` (not axios's `guest_id[]`), as the contract reads them.
 */
export function useSavedContacts(guestIds: readonly number[]) {
  const ids = [...new Set(guestIds.filter(validId))].sort((a, b) => a - b);
  return useQuery({
    queryKey: contactKeys.saved(ids),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams(ids.map((id) => ['guest_id', String(id)]));
      return (await api.get<{ data: number[] }>('/contacts/saved', { params, signal })).data.data;
    },
    enabled: ids.length > 0,
  });
}

/** A write that refreshes every view of contacts (and the guest's own profile when it names one) once it succeeds. */
function useContactWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>, guestId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contactKeys.all }),
        guestId !== undefined ? client.invalidateQueries({ queryKey: guestKeys.details(guestId) }) : undefined,
      ]),
  });
}

/** Saves a directory guest to the journalist's contacts (saving twice changes nothing). */
export function useSaveContact() {
  return useContactWrite(
    async (guestId: number) =>
      (await api.post<Said<{ guest_id: number; saved_at: string }>>('/contacts', { guest_id: guestId })).data,
  );
}

/** Removes a contact by its guest id; a private contact is deleted with it. */
export function useRemoveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (guestId: number) => (await api.delete<{ message?: string }>(`/contacts/${guestId}`)).data,
    onSuccess: (_answer, guestId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: contactKeys.all }),
        client.invalidateQueries({ queryKey: guestKeys.details(guestId) }),
      ]),
  });
}

/** Step 1 of a private contact: stores the draft (already in the contacts list, as a draft). */
export function useCreatePrivateContact() {
  return useContactWrite(
    async (values: GuestFormValues) =>
      (await api.post<Said<PrivateContactDraft>>('/contacts/private', guestFormData(values))).data,
  );
}

/** Step 1 again (back from step 2): changes the draft's general information. */
export function useUpdatePrivateContact(id: number) {
  return useContactWrite(
    async (values: GuestFormValues) =>
      (await api.post<Said<PrivateContactDraft>>(`/contacts/private/${id}/update`, guestFormData(values))).data,
    id,
  );
}

/** A private contact's avatar, images and videos (step 2); `null` when there is no such draft (404). */
export function usePrivateContactMedia(id: number) {
  return useQuery({
    queryKey: contactKeys.media(id),
    queryFn: ({ signal }) =>
      orMissing(
        api
          .get<{ data: PrivateContactMedia }>(`/contacts/private/${id}/media`, { signal, silent: true })
          .then(({ data }) => data.data),
      ),
    enabled: validId(id),
  });
}

/**
 * A media change of a private contact: the answer is the contact's whole media, put straight into
 * the cache (the page shows it at once), then every view of contacts is refreshed.
 */
function useMediaWrite<Variables, Media extends PrivateContactMedia | undefined>(
  id: number,
  write: (variables: Variables) => Promise<Media>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (media) => {
      // An answer without the media (a bare message) is read again through the invalidation.
      if (media) client.setQueryData(contactKeys.media(id), media);
      return Promise.all([
        client.invalidateQueries({ queryKey: contactKeys.all }),
        client.invalidateQueries({ queryKey: guestKeys.details(id) }),
      ]);
    },
  });
}

/** Multipart with one file field, reporting progress. */
async function sendFile(url: string, field: string, { file, onProgress, signal }: FileToSend) {
  const body = new FormData();
  body.append(field, file, file.name);
  const { data } = await api.post<{ data: PrivateContactMedia }>(url, body, {
    signal,
    onUploadProgress: onProgress ? uploadProgress(onProgress) : undefined,
  });
  return data.data;
}

/** The contact's photo (multipart, field `avatar`: jpeg, png or gif up to 20MB). */
export function useUploadContactAvatar(id: number) {
  return useMediaWrite(id, (upload: FileToSend) => sendFile(`/contacts/private/${id}/avatar`, 'avatar', upload));
}

/** Adds a picture to the contact's gallery (multipart, field `image`). */
export function useAddContactImage(id: number) {
  return useMediaWrite(id, (upload: FileToSend) => sendFile(`/contacts/private/${id}/images`, 'image', upload));
}

export function useRemoveContactImage(id: number) {
  return useMediaWrite(
    id,
    async (imageId: number) =>
      (await api.delete<{ data: PrivateContactMedia }>(`/contacts/private/${id}/images/${imageId}`)).data.data,
  );
}

/** Adds a YouTube or Vimeo link (else 422 on `url`: 'Enter valid url'). */
export function useAddContactVideo(id: number) {
  return useMediaWrite(
    id,
    async (url: string) =>
      (await api.post<{ data: PrivateContactMedia }>(`/contacts/private/${id}/videos`, { url })).data.data,
  );
}

export function useRemoveContactVideo(id: number) {
  return useMediaWrite(
    id,
    async (videoId: number) =>
      (await api.delete<{ data?: PrivateContactMedia }>(`/contacts/private/${id}/videos/${videoId}`)).data.data,
  );
}

/** Step 2 done: the private contact is no longer a draft ('Contact saved'). */
export function useFinishPrivateContact(id: number) {
  return useContactWrite(
    async () => (await api.post<Said<PrivateContactDraft>>(`/contacts/private/${id}/finish`)).data,
    id,
  );
}
