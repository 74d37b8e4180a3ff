import type { GuestSearchParams } from '../guest/search.types';

/** The part of a directory search that a saved search keeps (no paging). */
export type SavedSearchQuery = Omit<GuestSearchParams, 'page' | 'per_page'>;

/** GET /saved-searches: a directory search a journalist saved under a name, with its alert. */
export interface SavedSearch {
  id: number;
  name: string;
  query: SavedSearchQuery;
  /** A paused search sends no digest. */
  is_paused: boolean;
  /** When the digest last looked for guests new or changed. */
  last_run_at: string;
  /** How many guests new or changed that run found (0: nothing was sent). */
  last_new_count: number;
  created_at: string;
}
