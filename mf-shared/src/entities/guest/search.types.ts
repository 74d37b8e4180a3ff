type Named = { id: number; name: string };

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

/** One guest in the directory's results. */
export interface GuestCard {
  id: number;
  guest_id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
  title: string;
  company_name: string;
  description: string;
  rating: number;
  expertise: Named[];
  country: (Named & { code: string })[];
  available: Named[];
  languages: Named[];
  /** One line under the name (up to 140 characters). */
  headline?: string | null;
  /** When the expert last confirmed the guest is available (keeping profiles current, issue 14). */
  last_confirmed_at?: string | null;
  /** Highlighted fragments: HTML with <mark> only, sanitized again when shown. */
  matched: string[];
  /** The expert account's median time to first answer a question, in hours (null before 3 answers). */
  answers_within_hours?: number | null;
  /** The expert account offering the guest (for the details dialog's "Offered by"), when the API sends it. */
  expert_id?: number;
  expert_name?: string;
}

/** A facet value with how many guests it would give, the other filters applied. */
export interface FacetCount {
  id: number;
  name: string;
  count: number;
}

export interface GuestSearchFacets {
  expertise: FacetCount[];
  country: FacetCount[];
  available: FacetCount[];
  language: FacetCount[];
  gender: { value: string; name: string; count: number }[];
}

export interface GuestSearchResult {
  data: GuestCard[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
  facets: GuestSearchFacets;
}
