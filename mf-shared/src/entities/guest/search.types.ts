import type { ApiAnswer } from '../../contract';

export type GuestSearchSort = 'relevance' | 'name' | 'rating' | 'newest';
export type GuestSearchDirection = 'asc' | 'desc';

/** POST /search-guest: every field optional (issue 13). */
export interface GuestSearchParams {
  search?: string;
  expertise?: number[];
  country?: number[];
  /** Media regions the guest is available for appearances in. */
  available?: number[];
  language?: number[];
  gender?: string[];
  /** The lowest rating shown, in steps of 0.5. */
  rating?: number;
  sort?: GuestSearchSort;
  direction?: GuestSearchDirection;
  page?: number;
  per_page?: number;
}

type SearchAnswer = ApiAnswer<'/search-guest', 'post'>;

/**
 * One guest in the directory's results. `matched`: highlighted fragments, HTML with <mark> only,
 * sanitized again when shown; `last_confirmed_at`: when the expert last confirmed the guest is
 * available (issue 14); `answers_within_hours`: the expert account's median time to first answer a
 * question, in hours (null before 3 answers).
 */
export type GuestCard = SearchAnswer['data'][number];

/** A facet value with how many guests it would give, the other filters applied. */
export type FacetCount = SearchAnswer['facets']['expertise'][number];

export type GuestSearchFacets = SearchAnswer['facets'];

/** POST /search-guest: one page of guests with the facets. */
export type GuestSearchResult = SearchAnswer;
