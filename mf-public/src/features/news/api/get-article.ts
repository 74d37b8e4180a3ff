import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing } from 'mf-shared';
import type { Guest } from 'mf-shared/entities/guest';
import { newsKeys, type NewsSummary } from 'mf-shared/entities/news';
import { byKey } from '../../../lib/content/byKey';

/** An article with the guests suggested with it: news composed with guests, so it lives here. */
export interface Article extends NewsSummary {
  text: string;
  link: string | null;
  expertise: number[];
  expertise_names: Record<string, string>;
  picture_type?: 'image' | 'video' | null;
  guests: Guest[];
}

/** /news/{slug} or /news/{id}; `null` when there is no such article. */
export const articleQuery = (key: string) =>
  queryOptions({
    queryKey: newsKeys.detail(key),
    queryFn: () =>
      orMissing(api.get<{ data: Article }>(byKey(key, '/news', '/news/slug')).then(({ data }) => data.data)),
  });
export const useArticle = (key: string) => useQuery(articleQuery(key));
