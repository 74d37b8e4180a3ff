import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing } from 'mf-shared';
import type { ApiData } from 'mf-shared/contract';
import { newsKeys } from 'mf-shared/entities/news';
import { byKey } from '../../../lib/content/byKey';

/**
 * GET /news/{id} and /news/slug/{slug} (same answer): an article with the guests suggested with it;
 * news composed with guests, so it lives here.
 */
export type Article = ApiData<'/news/{id}'>;

/** /news/{slug} or /news/{id}; `null` when there is no such article. */
export const articleQuery = (key: string) =>
  queryOptions({
    queryKey: newsKeys.detail(key),
    queryFn: () =>
      orMissing(api.get<{ data: Article }>(byKey(key, '/news', '/news/slug')).then(({ data }) => data.data)),
  });
export const useArticle = (key: string) => useQuery(articleQuery(key));
