import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { DIRECTORY_DIRECTIONS, DIRECTORY_SORTS, directorySearchSchema } from './directory';
import { guestSchema } from './guest';
import { V } from './messages';

export const SAVED_SEARCH_LIMITS = { NAME_MAX: LIMITS.SAVED_SEARCH_NAME_MAX, PER_USER: 50 } as const;

export const SAVED_SEARCH_MESSAGES = {
  NAME_TAKEN: 'You already have a saved search with this name',
  NAME_MAX: `This field must be at most ${SAVED_SEARCH_LIMITS.NAME_MAX} characters`,
  TOO_MANY: `You can keep at most ${SAVED_SEARCH_LIMITS.PER_USER} saved searches; delete one first`,
  SAVED: 'Search saved: you will get a daily digest of new matches',
  PAUSED: 'Alerts paused',
  RESUMED: 'Alerts resumed',
  DELETED: 'Saved search deleted',
  NOT_FOUND: 'Saved search not found',
} as const;

/** What a saved search keeps of a directory search: everything but the page. */
export const savedSearchQuerySchema = directorySearchSchema.omit(['page', 'per_page']);

/** POST /saved-searches: a name and the directory search to keep. */
export const savedSearchSchema = object({
  name: string().trim().required(V.REQUIRED).max(SAVED_SEARCH_LIMITS.NAME_MAX, SAVED_SEARCH_MESSAGES.NAME_MAX),
  query: savedSearchQuerySchema.required(V.REQUIRED),
});

/** PATCH /saved-searches/{id}: rename, pause or resume. */
export const savedSearchChangeSchema = object({
  name: string().trim().min(1, V.REQUIRED).max(SAVED_SEARCH_LIMITS.NAME_MAX, SAVED_SEARCH_MESSAGES.NAME_MAX).optional(),
  is_paused: boolean().typeError(V.REQUIRED).optional(),
});

/** The part of a directory search that a saved search keeps (no paging); checked by savedSearchQuerySchema. */
export interface SavedSearchQuery {
  search?: string;
  expertise?: number[];
  country?: number[];
  /** Media regions the guest is available for appearances in. */
  available?: number[];
  language?: number[];
  gender?: string[];
  /** The lowest rating shown, in steps of 0.5. */
  rating?: number;
  sort?: (typeof DIRECTORY_SORTS)[number];
  direction?: (typeof DIRECTORY_DIRECTIONS)[number];
}
export type SavedSearchInput = InferType<typeof savedSearchSchema>;
export type SavedSearchChange = InferType<typeof savedSearchChangeSchema>;

/**
 * Rows one CSV import of contacts (or guests) may send at once; the CSV file's size; the JSON body
 * the rows arrive in. 5,000 heavy real rows (every description at its 510-character maximum, a
 * 140-character headline, 80-character title, 22 list ids) measured 6.32 MiB: 7 MiB leaves 10 %.
 */
export const IMPORT_LIMITS = {
  ROWS_MAX: 5000,
  BYTES_MAX: LIMITS.UPLOAD_MAX_BYTES,
  BODY_BYTES_MAX: 7 * 1024 * 1024,
} as const;

export const IMPORT_MESSAGES = {
  NO_ROWS: 'The file has no rows to import',
  TOO_MANY_ROWS: `At most ${IMPORT_LIMITS.ROWS_MAX} rows can be imported at once`,
} as const;

/**
 * POST /contacts/import (and the guests' import): the rows, each checked on its own with the guest
 * form (`checkedWith`: the server checks a row's list and text sizes up front, before any work).
 */
export const importRowsSchema = object({
  rows: array(mixed<Record<string, unknown>>().meta({ checkedWith: guestSchema }))
    .typeError(IMPORT_MESSAGES.NO_ROWS)
    .required(IMPORT_MESSAGES.NO_ROWS)
    .min(1, IMPORT_MESSAGES.NO_ROWS)
    .max(IMPORT_LIMITS.ROWS_MAX, IMPORT_MESSAGES.TOO_MANY_ROWS),
});
