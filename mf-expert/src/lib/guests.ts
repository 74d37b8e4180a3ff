import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, authStore, orMissing, type ApiList, type User } from 'mf-shared';
import { profileKeys, refreshProfile } from 'mf-shared/entities/account';
import {
  guestFormData,
  guestKeys,
  type ExpertGuestDraft,
  type ExpertGuestImportResult,
  type ExpertGuestItem,
  type ExpertGuestSort,
  type FileToSend,
  type GuestFormValues,
  type GuestMedia,
} from 'mf-shared/entities/guest';
import { uploadProgress } from 'mf-shared/kit/upload';
import type { GuestInput } from 'mf-shared/validation';

// The expert account's own guests (issue 14's contract): the list, the two steps of a new guest,
// media, availability, visibility, removal, CSV import and download, and registration step 2.
// Several features use them, so they live here; components use these hooks, never `api`.

export interface GuestListParams {
  search?: string;
  page?: number;
  per_page?: number;
  sort?: ExpertGuestSort;
  direction?: 'asc' | 'desc';
}

/** The API's answer to a write that says something (`message`, shown as the success toast). */
export interface Said<T = undefined> {
  data: T;
  message?: string;
}

/**
 * Query keys of the expert's guests, under the guest entity's 'guest': invalidating ['guest']
 * refreshes the lists, a guest's profile and media, and directory searches (['guest', 'search', …]).
 */
export const expertGuestKeys = {
  all: guestKeys.all,
  lists: () => [...guestKeys.all, 'mine'] as const,
  list: (params: GuestListParams) => [...expertGuestKeys.lists(), params] as const,
  details: guestKeys.details,
  media: (id: number) => [...guestKeys.all, 'media', id] as const,
};

/** Parameters without the empty ones, so equal lists share one cache entry. */
function definedParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** One page of the account's guests (GET /guests); the previous page stays shown while the next loads. */
export function useExpertGuests(params: GuestListParams) {
  const query = definedParams(params);
  return useQuery({
    queryKey: expertGuestKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<ApiList<ExpertGuestItem>>('/guests', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** 100 is the API's largest page. */
const SUGGESTABLE_GUESTS = { page: 1, per_page: 100, sort: 'name', direction: 'asc' } as const;

/** The expert's own guests by name (the first 100): those a news item or an event may suggest. */
export const useSuggestableGuests = () => useExpertGuests(SUGGESTABLE_GUESTS);

/** A write that refreshes every view of guests (lists, profiles, media, directory searches) once it succeeds. */
function useGuestWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: expertGuestKeys.all }),
  });
}

/** Step 1 of a new guest (multipart, lists as `name[]`): stores a draft, answered with its id. */
export function useCreateGuest() {
  return useGuestWrite(
    async (values: GuestFormValues) =>
      (await api.post<Said<ExpertGuestDraft>>('/guests/create', guestFormData(values))).data,
  );
}

/** Changes a guest's general information (step 1 again, or the general tab). */
export function useUpdateGuest(id: number) {
  return useGuestWrite(
    async (values: GuestFormValues) =>
      (await api.post<Said<ExpertGuestDraft>>(`/guests/${id}/update`, guestFormData(values))).data,
  );
}

/** A guest's avatar, images and videos; `null` when the account has no such guest (404). */
export function useGuestMedia(id: number) {
  return useQuery({
    queryKey: expertGuestKeys.media(id),
    queryFn: ({ signal }) =>
      orMissing(
        api.get<{ data: GuestMedia }>(`/guests/${id}/media`, { signal, silent: true }).then(({ data }) => data.data),
      ),
    enabled: validId(id),
  });
}

/** A media change: the answer (the whole media) goes straight into the cache, then every view of guests is refreshed. */
function useMediaWrite<Variables>(id: number, write: (variables: Variables) => Promise<GuestMedia>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (media) => {
      if (media) client.setQueryData(expertGuestKeys.media(id), media);
      return client.invalidateQueries({ queryKey: expertGuestKeys.all });
    },
  });
}

/** Multipart with one file field, reporting progress; answers the guest's media. */
async function sendFile(url: string, field: string, { file, onProgress, signal }: FileToSend) {
  const body = new FormData();
  body.append(field, file, file.name);
  const { data } = await api.post<{ data: GuestMedia }>(url, body, {
    signal,
    onUploadProgress: onProgress ? uploadProgress(onProgress) : undefined,
  });
  return data.data;
}

/** The guest's photo (POST /guests/{id}/add-avatar, field `avatar`). */
export function useAddGuestAvatar(id: number) {
  return useMediaWrite(id, (upload: FileToSend) => sendFile(`/guests/${id}/add-avatar`, 'avatar', upload));
}

/** Takes the photo away (GET /guests/{id}/destroy-avatar, as the contract has it). */
export function useRemoveGuestAvatar(id: number) {
  return useMediaWrite(id, async () => (await api.get<{ data: GuestMedia }>(`/guests/${id}/destroy-avatar`)).data.data);
}

/** Adds a picture to the gallery (POST /guests/image/{guest id}/add, field `image`). */
export function useAddGuestImage(id: number) {
  return useMediaWrite(id, (upload: FileToSend) => sendFile(`/guests/image/${id}/add`, 'image', upload));
}

/** Removes a picture (DELETE /guests/image/{image id}/destroy). */
export function useRemoveGuestImage(id: number) {
  return useMediaWrite(
    id,
    async (imageId: number) => (await api.delete<{ data: GuestMedia }>(`/guests/image/${imageId}/destroy`)).data.data,
  );
}

/** Adds a YouTube or Vimeo link (POST /guests/video/{guest id}/add `{url}`; else 422 on `url`). */
export function useAddGuestVideo(id: number) {
  return useMediaWrite(
    id,
    async (url: string) => (await api.post<{ data: GuestMedia }>(`/guests/video/${id}/add`, { url })).data.data,
  );
}

/** Removes a video link (DELETE /guests/video/{video id}/destroy). */
export function useRemoveGuestVideo(id: number) {
  return useMediaWrite(
    id,
    async (videoId: number) => (await api.delete<{ data: GuestMedia }>(`/guests/video/${videoId}/destroy`)).data.data,
  );
}

/** Step 2 done: the draft is published ('Guest saved') and may be found in the directory. */
export function usePublishGuest(id: number) {
  return useGuestWrite(async () => (await api.post<Said<ExpertGuestDraft>>(`/guests/${id}/publish`)).data);
}

/** Removes a guest: out of the directory and the lists, its interviews kept ('Guest removed'). */
export function useDeleteGuest() {
  return useGuestWrite(async (id: number) => (await api.delete<{ message?: string }>(`/guests/${id}`)).data);
}

/** "Confirm availability": sets the date shown as last confirmed on the guest's directory card. */
export function useConfirmGuest() {
  return useGuestWrite(
    async (id: number) => (await api.post<Said<{ last_confirmed_at: string }>>(`/guests/${id}/confirm`)).data,
  );
}

/** Hides a guest from the directory, or shows them again. */
export function useGuestVisibility() {
  return useGuestWrite(
    async ({ id, hidden }: { id: number; hidden: boolean }) =>
      (await api.post<Said<{ is_hidden: boolean }>>(`/guests/${id}/visibility`, { is_hidden: hidden })).data,
  );
}

/** POST /guests/import `{rows}`: up to 5,000 guest rows (lists as ids) become published guests; refused rows come back as errors. */
export function useImportGuests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: GuestInput[]) =>
      (await api.post<Said<ExpertGuestImportResult>>('/guests/import', { rows })).data,
    onSuccess: (answer) =>
      answer.data.imported > 0 ? client.invalidateQueries({ queryKey: expertGuestKeys.all }) : undefined,
  });
}

/** A file the API answered, with the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="guests.csv"` → guests.csv (only a plain name: no path). */
function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const name = match ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_').trim() : '';
  return name || fallback;
}

/**
 * GET /guests/export.csv through the API client (its bearer token and base URL): the account's
 * guests as a CSV file, cells that could run as formulas already neutralised by the API.
 */
export function useExportGuests() {
  return useMutation({
    mutationFn: async (): Promise<DownloadedFile> => {
      const answer = await api.get<Blob>('/guests/export.csv', { responseType: 'blob' });
      return { blob: answer.data, fileName: fileNameOf(answer.headers?.['content-disposition'], 'guests.csv') };
    },
  });
}

/** What registration step 2 sends besides the form: the first guest's photo and one video link, both optional. */
export interface FirstGuestExtras {
  avatar?: File | null;
  video?: string;
}

interface SessionAnswer {
  user: User;
  access_token?: string;
}

/**
 * POST /auth/registration-expert-step2 (multipart: the guest form, optional `avatar` file and
 * `video` link): the first guest is published and the account moves on to payment. The answered
 * user goes into the one auth store (a new token too, when one is given), as step 1 does; an
 * answer without the user has the profile read again, so the new status is known either way.
 */
export function useRegisterFirstGuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, avatar, video }: { values: GuestFormValues } & FirstGuestExtras) => {
      const body = guestFormData(values, { avatar: avatar ?? undefined, video: video?.trim() || undefined });
      const { data } = await api.post<{ data?: Partial<SessionAnswer>; message?: string } & Partial<SessionAnswer>>(
        '/auth/registration-expert-step2',
        body,
      );
      // The contract answers `{data: {user, access_token?}}`; step 1's answers carry them at the top.
      const session = data.data?.user ? data.data : data;
      return { user: session.user ?? null, access_token: session.access_token, message: data.message };
    },
    onSuccess: async ({ user, access_token }) => {
      const auth = authStore.getState();
      if (user && access_token) auth.setSession({ user, accessToken: access_token });
      else if (user) auth.setUser(user);
      if (user) client.setQueryData(profileKeys.all, user);
      else await refreshProfile(client);
      await client.invalidateQueries({ queryKey: expertGuestKeys.all });
    },
  });
}
