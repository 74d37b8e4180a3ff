import type { ApiData, ApiItem } from '../../contract';

/**
 * GET /contacts: one of a journalist's contacts (a guest saved from the directory, or a private one;
 * `guest_id` is the same as id, which /contact/{id} opens). A guest its expert hid or removed, or
 * whose expert account is no longer active, comes as `unavailable` (shown as "No longer available")
 * with its details null. `is_private`: a contact the journalist made, which the directory never
 * lists; `is_draft`: a private contact whose second step (image and video) is not done yet.
 */
export type ContactItem = ApiItem<'/contacts'>;

export type ContactSort = 'name' | 'saved_at' | 'company_name';

/**
 * POST /contacts/import: what became of the rows sent (row numbers count from 1, as in the file):
 * the new private contacts' ids in the order of their rows, and one error per field of a refused
 * row (a refused row imports nothing).
 */
export type ContactImportResult = ApiData<'/contacts/import', 'post'>;

/** POST /contacts/private (step 1) and its update: the draft private contact. */
export type PrivateContactDraft = ApiData<'/contacts/private', 'post', 201>;

/** GET /contacts/private/{id}/media: a private contact's media (step 2): avatar, gallery and video links. */
export type PrivateContactMedia = ApiData<'/contacts/private/{id}/media'>;
