import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiList } from 'mf-shared';
import { newsKeys } from '../keys';
import type { AuthorNews, NewsLink, NewsSummary } from '../types';

/** The stories hub: news, newest first, optionally on one expertise. */
export const newsListQuery = (page: number, expertiseId?: number) =>
  queryOptions({
    queryKey: newsKeys.list({ page, expertiseId }),
    queryFn: () =>
      api.get<ApiList<NewsSummary>>('/allposts', { params: { page, id: expertiseId } }).then(({ data }) => data),
  });
export const useNewsList = (page: number, expertiseId?: number, { enabled = true } = {}) =>
  useQuery({ ...newsListQuery(page, expertiseId), enabled });

export const authorNewsQuery = (authorId: number, page: number) =>
  queryOptions({
    queryKey: newsKeys.byAuthor(authorId, { page }),
    queryFn: () => api.get<AuthorNews>(`/news/author/${authorId}`, { params: { page } }).then(({ data }) => data),
  });
export const useAuthorNews = (authorId: number, page: number) => useQuery(authorNewsQuery(authorId, page));

/** The latest news, read quietly: where it shows (the footer) must never fail a page. */
export const latestNewsQuery = () =>
  queryOptions({
    queryKey: newsKeys.latest(),
    queryFn: () => api.get<{ data: NewsLink[] }>('/news-block', { silent: true }).then(({ data }) => data.data),
  });
export const useLatestNews = () => useQuery(latestNewsQuery());
