import type { ApiData, ApiItem } from '../../contract';

/**
 * GET /guests (an expert account's own guests): one row of the list. `is_draft`: step 2 (image and
 * video) not done yet, not in the directory; `is_hidden`: kept out of the directory by the expert.
 */
export type ExpertGuestItem = ApiItem<'/guests'>;

/** How complete a guest's profile is, and what it still lacks (in words a person reads). */
export type GuestCompleteness = ExpertGuestItem['completeness'];

export type ExpertGuestSort = 'name' | 'created_at' | 'updated_at' | 'completeness' | 'last_confirmed_at';

/** POST /guests/create and /guests/{id}/update: the guest as stored (a draft until step 2 is done). */
export type ExpertGuestDraft = ApiData<'/guests/create', 'post', 201>;

/** POST /guests/import: what became of the rows sent (row numbers count from 1). */
export type ExpertGuestImportResult = ApiData<'/guests/import', 'post'>;
