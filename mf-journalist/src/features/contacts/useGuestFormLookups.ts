import { useCountries, useExpertises, useLanguages, useRegions } from 'mf-shared/entities/lookups';
import type { GuestFormLookups } from 'mf-shared/entities/guest';

/** The reference lists the guest form chooses from (an entity may not read another's, so the page does). */
export function useGuestFormLookups(): GuestFormLookups {
  return { countries: useCountries(), expertises: useExpertises(), regions: useRegions(), languages: useLanguages() };
}
