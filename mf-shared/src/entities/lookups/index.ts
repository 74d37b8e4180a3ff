// Reference lists: countries, languages, expertises, mediums, media regions, areas.
export * from './types';
export { lookupKeys, type LookupName } from './keys';
export {
  lookupQueries,
  useAreas,
  useCountries,
  useExpertises,
  useLanguages,
  useMediums,
  useRegions,
} from './api/get-lookups';
