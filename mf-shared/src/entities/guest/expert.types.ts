type Named = { id: number; name: string };

/** How complete a guest's profile is, and what it still lacks (in words a person reads). */
export interface GuestCompleteness {
  percent: number;
  missing: string[];
}

/** GET /guests (an expert account's own guests): one row of the list. */
export interface ExpertGuestItem {
  id: number;
  guest_id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
  title: string;
  headline: string | null;
  expertise: Named[];
  /** Step 2 (image and video) not done yet: not in the directory. */
  is_draft: boolean;
  /** Kept out of the directory by the expert. */
  is_hidden: boolean;
  last_confirmed_at: string | null;
  completeness: GuestCompleteness;
  updated_at: string;
}

export type ExpertGuestSort = 'name' | 'created_at' | 'updated_at' | 'completeness' | 'last_confirmed_at';

/** POST /guests/create and /guests/{id}/update: the guest as stored (a draft until step 2 is done). */
export interface ExpertGuestDraft {
  id: number;
  is_draft: boolean;
}

/** POST /guests/import: what became of the rows sent (row numbers count from 1). */
export interface ExpertGuestImportResult {
  imported: number;
  ids: number[];
  errors: { row: number; field: string; message: string }[];
}
