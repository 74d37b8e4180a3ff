import { PAGE_SIZE, ROUTES } from 'mf-shared';
import type {
  GuestSearchDirection,
  GuestSearchFilters,
  GuestSearchParams,
  GuestSearchSort,
} from 'mf-shared/entities/guest';

/** The facets filtered by ids, named as the API's fields and the URL's parameters. */
export const ID_FACETS = ['expertise', 'country', 'available', 'language'] as const;
export type IdFacet = (typeof ID_FACETS)[number];

export const SORTS: { value: GuestSearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'Name' },
  { value: 'rating', label: 'Rating' },
  { value: 'newest', label: 'Newest' },
];
export const DEFAULT_SORT: GuestSearchSort = 'relevance';
/** Names read A to Z; relevance, rating and newest best first. */
export const defaultDirection = (sort: GuestSearchSort): GuestSearchDirection => (sort === 'name' ? 'asc' : 'desc');

export const PAGE_SIZES: readonly number[] = PAGE_SIZE.TABLE_OPTIONS;
export const DEFAULT_PER_PAGE = 10;
export const RATING_STEP = 0.5;

/** The whole search as the page holds it: what the URL says, with defaults filled in. */
export interface DirectoryQuery extends GuestSearchFilters {
  search: string;
  sort: GuestSearchSort;
  direction: GuestSearchDirection;
  page: number;
  perPage: number;
}

const ids = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].sort((a, b) => a - b);

const words = (value: string | null): string[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ].sort();

/** Reads the search from the URL, ignoring what the page could not have written. */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const sortParam = params.get('sort');
  const sort = SORTS.some((s) => s.value === sortParam) ? (sortParam as GuestSearchSort) : DEFAULT_SORT;
  const dir = params.get('direction');
  const rating = Number(params.get('rating'));
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  return {
    search: params.get('search')?.trim() ?? '',
    expertise: ids(params.get('expertise')),
    country: ids(params.get('country')),
    available: ids(params.get('available')),
    language: ids(params.get('language')),
    gender: words(params.get('gender')),
    rating: rating > 0 && rating <= 5 && Number.isInteger(rating / RATING_STEP) ? rating : null,
    sort,
    direction: dir === 'asc' || dir === 'desc' ? dir : defaultDirection(sort),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: PAGE_SIZES.includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/** Writes the search into a URL query, defaults left out, lists as `1,2`. */
export function writeDirectoryQuery(q: DirectoryQuery): URLSearchParams {
  const next = new URLSearchParams();
  if (q.search) next.set('search', q.search);
  for (const facet of ID_FACETS) if (q[facet].length) next.set(facet, [...q[facet]].sort((a, b) => a - b).join(','));
  if (q.gender.length) next.set('gender', [...q.gender].sort().join(','));
  if (q.rating !== null) next.set('rating', String(q.rating));
  if (q.sort !== DEFAULT_SORT) next.set('sort', q.sort);
  if (q.direction !== defaultDirection(q.sort)) next.set('direction', q.direction);
  if (q.page > 1) next.set('page', String(q.page));
  if (q.perPage !== DEFAULT_PER_PAGE) next.set('per_page', String(q.perPage));
  return next;
}

/** The request body for POST /search-guest: empty filters left out. */
export function toSearchParams(q: DirectoryQuery): GuestSearchParams {
  const body: GuestSearchParams = {};
  if (q.search) body.search = q.search;
  for (const facet of ID_FACETS) if (q[facet].length) body[facet] = q[facet];
  if (q.gender.length) body.gender = q.gender;
  if (q.rating !== null) body.rating = q.rating;
  body.sort = q.sort;
  body.direction = q.direction;
  body.page = q.page;
  body.per_page = q.perPage;
  return body;
}

/**
 * A search as the API takes it (a saved search's `query`) read back into the page's shape: what the
 * page could not have written is dropped, as if read from a URL; page 1 with the default page size.
 */
export function fromSearchParams(params: Omit<GuestSearchParams, 'page' | 'per_page'>): DirectoryQuery {
  const url = new URLSearchParams();
  if (params.search) url.set('search', params.search);
  for (const facet of ID_FACETS) if (params[facet]?.length) url.set(facet, params[facet].join(','));
  if (params.gender?.length) url.set('gender', params.gender.join(','));
  if (params.rating !== undefined && params.rating !== null) url.set('rating', String(params.rating));
  if (params.sort) url.set('sort', params.sort);
  if (params.direction) url.set('direction', params.direction);
  return parseDirectoryQuery(url);
}

/** What a saved search keeps of the page's search: the API's body without page and per_page. */
export function toSavedQuery(q: DirectoryQuery): Omit<GuestSearchParams, 'page' | 'per_page'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { page, per_page, ...rest } = toSearchParams(q);
  return rest;
}

/** The `/directory?...` address that opens this search (a saved search's "Open in directory"). */
export function directoryPath(params: Omit<GuestSearchParams, 'page' | 'per_page'>): string {
  const search = writeDirectoryQuery(fromSearchParams(params)).toString();
  return search ? `${ROUTES.DIRECTORY}?${search}` : ROUTES.DIRECTORY;
}

/** A query with no filter and no search: what "Clear all" leaves (sort and page size kept). */
export const cleared = (q: DirectoryQuery): DirectoryQuery => ({
  ...q,
  search: '',
  expertise: [],
  country: [],
  available: [],
  language: [],
  gender: [],
  rating: null,
  page: 1,
});

export const hasFilters = (q: DirectoryQuery) =>
  Boolean(q.search) || ID_FACETS.some((f) => q[f].length > 0) || q.gender.length > 0 || q.rating !== null;

/** Adds the value when absent, removes it when present. */
export const toggled = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
