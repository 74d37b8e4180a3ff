import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing } from 'mf-shared';
import { byKey } from '../../../lib/content/byKey';
import type { ApiData } from 'mf-shared/contract';

/** GET /blogpost/{id} and /blogpost/slug/{slug} (same answer). */
export type BlogPost = ApiData<'/blogpost/{id}'>;

/** /blogpost/{slug} or /blogpost/{id}; `null` when there is no such post. */
export const blogPostQuery = (key: string) =>
  queryOptions({
    queryKey: ['blog', 'detail', key] as const,
    queryFn: () =>
      orMissing(api.get<{ data: BlogPost }>(byKey(key, '/blogpost', '/blogpost/slug')).then(({ data }) => data.data)),
  });
export const useBlogPost = (key: string) => useQuery(blogPostQuery(key));
