import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiList } from 'mf-shared';
import type { ApiItem } from 'mf-shared/contract';

/** GET /blogposts: one post of the list. */
export type BlogSummary = ApiItem<'/blogposts'>;

/** The stories hub's "Blog post" tab, optionally on one expertise. */
export const blogPostsQuery = (page: number, expertiseId?: number) =>
  queryOptions({
    queryKey: ['blog', 'list', { page, expertiseId }] as const,
    queryFn: () =>
      api.get<ApiList<BlogSummary>>('/blogposts', { params: { page, id: expertiseId } }).then(({ data }) => data),
  });
export const useBlogPosts = (page: number, expertiseId?: number, { enabled = true } = {}) =>
  useQuery({ ...blogPostsQuery(page, expertiseId), enabled });
