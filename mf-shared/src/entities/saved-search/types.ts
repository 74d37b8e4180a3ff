import type { ApiItem } from '../../contract';
import type { SavedSearchQuery } from '../../validation/savedSearch';

export type { SavedSearchQuery };

/**
 * GET /saved-searches: a directory search a journalist saved under a name, with its alert. The
 * route schema leaves `query` an open object; it is the SavedSearchQuery the API checked on save.
 */
export type SavedSearch = Omit<ApiItem<'/saved-searches'>, 'query'> & { query: SavedSearchQuery };
