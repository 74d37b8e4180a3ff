import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'mf-shared';
import { lookupKeys, type LookupName } from '../keys';
import type { Coded, Expertise, Named } from '../types';

// Reference data changes only with a deploy (the API lets browsers keep it 5 minutes).
const REFERENCE_STALE_MS = 5 * 60_000;

const lookup = <T>(name: LookupName, url: string) =>
  queryOptions({
    queryKey: lookupKeys.list(name),
    queryFn: () => api.get<{ data: T[] }>(url).then(({ data }) => data.data),
    staleTime: REFERENCE_STALE_MS,
  });

/** The reference lists forms and filters read (spec section 7). */
export const lookupQueries = {
  countries: lookup<Coded>('countries', '/countries'),
  languages: lookup<Coded>('languages', '/languages'),
  expertises: lookup<Expertise>('expertises', '/expertises'),
  mediums: lookup<Named>('mediums', '/mediums'),
  /** Media regions a guest is available for appearances in. */
  regions: lookup<Named>('regions', '/available'),
  areas: lookup<Named>('areas', '/areas'),
};

export const useCountries = () => useQuery(lookupQueries.countries);
export const useLanguages = () => useQuery(lookupQueries.languages);
export const useExpertises = () => useQuery(lookupQueries.expertises);
export const useMediums = () => useQuery(lookupQueries.mediums);
export const useRegions = () => useQuery(lookupQueries.regions);
export const useAreas = () => useQuery(lookupQueries.areas);
