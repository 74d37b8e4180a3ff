import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiList } from 'mf-shared';

export interface BlogSummary {
  id: number;
  slug: string;
  blog_title: string;
  picture: string | null;
  created_at: string;
}

/** The stories hub's "Blog post" tab, optionally on one expertise. */
export const blogPostsQuery = (page: number, expertiseId?: number) =>
  queryOptions({
    queryKey: ['blog', 'list', { page, expertiseId }] as const,
    queryFn: () =>
      api.get<ApiList<BlogSummary>>('/blogposts', { params: { page, id: expertiseId } }).then(({ data }) => data),
  });
export const useBlogPosts = (page: number, expertiseId?: number, { enabled = true } = {}) =>
  useQuery({ ...blogPostsQuery(page, expertiseId), enabled });
