import { useQuery } from '@tanstack/react-query';
import { api } from 'mf-shared';

export interface Review {
  id: number;
  author_name: string;
  author_title: string;
  rating: number;
  text: string;
}

/** What users say, read quietly: the footer must never fail a page. */
export const useLatestReviews = () =>
  useQuery({
    queryKey: ['review', 'latest'],
    queryFn: () => api.get<{ data: Review[] }>('/reviews', { silent: true }).then(({ data }) => data.data),
    select: (reviews) => reviews.slice(0, 3),
  });
