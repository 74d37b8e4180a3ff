type Named = { id: number; name: string };

/** A guest as public pages show one (suggested with an article, offered at an event). */
export interface Guest {
  guest_id: number;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  avatar: string | null;
  /** The expert account offering the guest, whose news the author page lists. */
  expert_id: number;
  expert_name: string;
}

/** GET /guests/{id}: the detailed profile, for signed-in users. */
export interface GuestDetails {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  linkedin: string;
  description: string;
  rating: number;
  avatar: string | null;
  country: Named[];
  expertise: Named[];
  available: Named[];
  languages: Named[];
  videos: { id: number; url: string }[];
  guest_company_description: string | null;
  /** One line under the name (up to 140 characters). */
  headline?: string | null;
  /** A journalist's private contact (only its journalist reads it). */
  is_private?: boolean;
  is_draft?: boolean;
  /** Kept out of the directory by its account (only the account reads a hidden guest). */
  is_hidden?: boolean;
  /** When the account last confirmed the guest is available ("Confirm availability"). */
  last_confirmed_at?: string | null;
  images?: { id: number; image: string }[];
  is_company_logo_visible?: boolean;
  guest_company_logo?: string | null;
  is_company_description_visible?: boolean;
  manager_company_description?: string | null;
  manager_company_logo?: string | null;
}

// The directory's shapes, also declared by the API's search repository (mf-shared/types/guest).
export type * from './search.types';
export type * from './expert.types';
