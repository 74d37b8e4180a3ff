import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'mf-shared';
import { guestKeys, type GuestSearchParams, type GuestSearchResult } from 'mf-shared/entities/guest';

/** Directory searches are cached under the guest entity, so a change to guests refreshes them. */
export const guestSearchKey = (params: GuestSearchParams) => [...guestKeys.all, 'search', params] as const;

export const guestSearchQuery = (params: GuestSearchParams) =>
  queryOptions({
    queryKey: guestSearchKey(params),
    // A read, though sent as a POST (the filters do not fit a query string well).
    queryFn: ({ signal }) => api.post<GuestSearchResult>('/search-guest', params, { signal }).then(({ data }) => data),
  });

/** POST /search-guest: a page of guests with facet counts; the last page stays shown while the next loads. */
export const useGuestSearch = (params: GuestSearchParams) =>
  useQuery({ ...guestSearchQuery(params), placeholderData: keepPreviousData });
