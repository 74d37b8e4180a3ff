type Named = { id: number; name: string };

/**
 * GET /contacts: one of a journalist's contacts (a guest saved from the directory, or a private one).
 * A guest its expert hid or removed, or whose expert account is no longer active, comes as
 * `unavailable` with its details null.
 */
export interface ContactItem {
  id: number;
  /** Same as id: the guest's id, which /contact/{id} opens. */
  guest_id: number;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  title: string | null;
  company_name: string | null;
  expertise: Named[];
  /** Shown as "No longer available": the profile is gone for the journalist, only removing it is left. */
  unavailable: boolean;
  /** A contact the journalist made: nobody else sees it, the directory never lists it. */
  is_private: boolean;
  /** A private contact whose second step (image and video) is not done yet. */
  is_draft: boolean;
  saved_at: string;
}

export type ContactSort = 'name' | 'saved_at' | 'company_name';

/** POST /contacts/import: what became of the rows sent (row numbers count from 1, as in the file). */
export interface ContactImportResult {
  imported: number;
  /** The new private contacts' ids, in the order of their rows. */
  ids: number[];
  /** One entry per field of a refused row; a refused row imports nothing. */
  errors: { row: number; field: string; message: string }[];
}

/** POST /contacts/private (step 1) and its update: the draft private contact. */
export interface PrivateContactDraft {
  id: number;
  is_draft: boolean;
}

/** A private contact's media (step 2): avatar, gallery and video links. */
export interface PrivateContactMedia {
  id: number;
  avatar: string | null;
  images: { id: number; image: string }[];
  videos: { id: number; url: string }[];
}
