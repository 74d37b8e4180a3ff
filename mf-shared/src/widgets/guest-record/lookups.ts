import { useMemo } from 'react';
import type { GuestCsvLookups, GuestFormLookups } from 'mf-shared/entities/guest';
import { useCountries, useExpertises, useLanguages, useRegions } from 'mf-shared/entities/lookups';

/** The reference lists the guest form chooses from (an entity may not read another's, so the widget does). */
export function useGuestFormLookups(): GuestFormLookups {
  return { countries: useCountries(), expertises: useExpertises(), regions: useRegions(), languages: useLanguages() };
}

/** The same four lists as one read, for the CSV import (a row's names are looked up in them). */
export function useGuestCsvLookups() {
  const lists = [useCountries(), useExpertises(), useRegions(), useLanguages()] as const;
  const [countries, expertises, regions, languages] = lists.map((q) => q.data);
  const data = useMemo<GuestCsvLookups | undefined>(
    () => (countries && expertises && regions && languages ? { countries, expertises, regions, languages } : undefined),
    [countries, expertises, regions, languages],
  );
  return { data, isPending: lists.some((q) => q.isPending), isError: lists.some((q) => q.isError) };
}
