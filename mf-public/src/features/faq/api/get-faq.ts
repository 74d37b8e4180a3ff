import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiList } from 'mf-shared';
import type { ApiItem } from 'mf-shared/contract';

/** GET /faq: one question and its answer. */
export type FaqEntry = ApiItem<'/faq'>;

export const faqQuery = () =>
  queryOptions({
    queryKey: ['faq'] as const,
    queryFn: () => api.get<ApiList<FaqEntry>>('/faq', { params: { per_page: 100 } }).then(({ data }) => data),
  });
export const useFaq = () => useQuery(faqQuery());
