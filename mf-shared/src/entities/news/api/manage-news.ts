import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiList } from 'mf-shared';
import { uploadProgress } from 'mf-shared/kit/upload';
import { newsKeys } from '../keys';
import type { MyNewsItem, MyNewsParams, NewsInput, NewsItem } from '../types';

// An expert's own news (spec section 7): the list, one item, create, update, delete. Every write
// refreshes everything under 'news', so the public hub, author page and article show it at once.

/** The answer to a write that says something (`message`, shown as the success toast). */
export interface NewsSaid<T = undefined> {
  data: T;
  message?: string;
}

/** The form as multipart/form-data, as the API reads it: expertise and guest_id as JSON text. */
export function newsFormData(values: NewsInput): FormData {
  const body = new FormData();
  body.append('title', values.title);
  body.append('text', values.text);
  if (values.link) body.append('link', values.link);
  body.append('expertise', JSON.stringify(values.expertise ?? []));
  body.append('guest_id', JSON.stringify(values.guest_id ?? []));
  if (values.picture) body.append('picture', values.picture, values.picture.name);
  else if (values.remove_picture) body.append('remove_picture', '1');
  return body;
}

const validId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/** Parameters without the empty ones, so equal lists share one cache entry. */
const definedParams = (params: MyNewsParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** One page of the expert account's news (GET /news); the previous page stays shown while the next loads. */
export function useMyNews(params: MyNewsParams) {
  const query = definedParams(params);
  return useQuery({
    queryKey: newsKeys.mine(query),
    queryFn: async ({ signal }) => (await api.get<ApiList<MyNewsItem>>('/news', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** One of the account's news items (GET /news/{id}), for its edit form. */
export function useNewsItem(id: number | undefined) {
  return useQuery({
    queryKey: newsKeys.item(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<{ data: NewsItem }>(`/news/${id}`, { signal })).data.data,
    enabled: validId(id),
    // The form starts from what the server has now, not from a cached copy.
    staleTime: 0,
  });
}

function useNewsWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

type WithProgress<T> = T & { onProgress?: (percent: number) => void };

/** POST /news/create (multipart); `onProgress` follows the picture's upload. */
export const useCreateNews = () =>
  useNewsWrite(
    async ({ onProgress, ...values }: WithProgress<NewsInput>) =>
      (
        await api.post<NewsSaid<NewsItem>>('/news/create', newsFormData(values), {
          onUploadProgress: onProgress && uploadProgress(onProgress),
        })
      ).data,
  );

/** POST /news/update/{id} (multipart like create); no picture keeps the one there is. */
export const useUpdateNews = () =>
  useNewsWrite(
    async ({ id, onProgress, ...values }: WithProgress<NewsInput & { id: number }>) =>
      (
        await api.post<NewsSaid<NewsItem>>(`/news/update/${id}`, newsFormData(values), {
          onUploadProgress: onProgress && uploadProgress(onProgress),
        })
      ).data,
  );

/** GET /news/delete/{id} (the spec's path). */
export const useDeleteNews = () =>
  useNewsWrite(async (id: number) => (await api.get<{ message?: string }>(`/news/delete/${id}`)).data);
