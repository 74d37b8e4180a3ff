import type { SavedSearchQuery } from 'mf-shared/validation';
import type { ApiAnswer } from '../../contract';

export type GuestSearchSort = NonNullable<SavedSearchQuery['sort']>;
export type GuestSearchDirection = NonNullable<SavedSearchQuery['direction']>;

/** A directory search's filters with none left out: the page's state and the server's search alike. */
export interface GuestSearchFilters {
  expertise: number[];
  country: number[];
  available: number[];
  language: number[];
  gender: string[];
  rating: number | null;
}

/** POST /search-guest: every field optional (issue 13); what a saved search keeps, and the page. */
export interface GuestSearchParams extends SavedSearchQuery {
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
