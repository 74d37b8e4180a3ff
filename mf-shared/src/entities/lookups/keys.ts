export type LookupName = 'countries' | 'languages' | 'expertises' | 'mediums' | 'regions' | 'areas';

/** Query keys of the reference lists: `['lookups', 'countries']` and so on. */
export const lookupKeys = {
  all: ['lookups'] as const,
  list: (name: LookupName) => [...lookupKeys.all, name] as const,
};
