import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing } from 'mf-shared';
import { guestKeys } from '../keys';
import type { GuestDetails } from '../types';

export const guestDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: guestKeys.details(id),
    queryFn: () => orMissing(api.get<{ data: GuestDetails }>(`/guests/${id}`).then(({ data }) => data.data)),
  });

/** A guest's detailed profile (signed-in users only; `null` when there is no such guest). */
export const useGuestDetails = (id: number) => useQuery(guestDetailsQuery(id));
