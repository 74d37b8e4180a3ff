import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing } from 'mf-shared';
import { byKey } from '../../../lib/content/byKey';

export interface BlogPost {
  id: number;
  slug: string;
  blog_title: string;
  blog_description: string;
  picture: string | null;
  created_at: string;
}

/** /blogpost/{slug} or /blogpost/{id}; `null` when there is no such post. */
export const blogPostQuery = (key: string) =>
  queryOptions({
    queryKey: ['blog', 'detail', key] as const,
    queryFn: () =>
      orMissing(api.get<{ data: BlogPost }>(byKey(key, '/blogpost', '/blogpost/slug')).then(({ data }) => data.data)),
  });
export const useBlogPost = (key: string) => useQuery(blogPostQuery(key));
