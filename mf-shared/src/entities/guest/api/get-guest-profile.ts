import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing } from 'mf-shared';
import { guestKeys } from '../keys';
import type { GuestProfile } from '../profile.types';

/**
 * The same read as `guestDetailsQuery` (same key, same request, one cache entry), typed with every
 * field the API answers.
 */
export const guestProfileQuery = (id: number) =>
  queryOptions({
    queryKey: guestKeys.details(id),
    queryFn: () => orMissing(api.get<{ data: GuestProfile }>(`/guests/${id}`).then(({ data }) => data.data)),
  });

/** A guest's full profile (signed-in users only; `null` when there is no such guest). */
export const useGuestProfile = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...guestProfileQuery(id), enabled });
