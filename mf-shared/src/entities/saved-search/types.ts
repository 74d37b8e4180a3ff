import type { SavedSearchQuery } from '../../validation/savedSearch';

export type { SavedSearchQuery };

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
