import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiList } from 'mf-shared';

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  audience: string;
}

export const faqQuery = () =>
  queryOptions({
    queryKey: ['faq'] as const,
    queryFn: () => api.get<ApiList<FaqEntry>>('/faq', { params: { per_page: 100 } }).then(({ data }) => data),
  });
export const useFaq = () => useQuery(faqQuery());
