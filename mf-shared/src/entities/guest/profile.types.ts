import type { GuestDetails } from './types';

type Named = { id: number; name: string };

/**
 * GET /guests/{id} in full (the API's `guestDetailSchema`): what the journalist's contact page
 * and the expert's guest page show. `GuestDetails` is the part the public guest dialog reads.
 */
export interface GuestProfile extends GuestDetails {
  guest_id: number;
  gender: string | null;
  last_date_trained: string | null;
  is_company_logo_visible: boolean;
  /** `null` unless the expert made the logo visible. */
  guest_company_logo: string | null;
  is_company_description_visible: boolean;
  /** `null` unless the expert made the description visible. */
  guest_company_description: string | null;
  manager_company_description: string | null;
  manager_company_logo: string | null;
  is_draft: boolean;
  /** The expert account offering the guest. */
  expert: Named;
  images: { id: number; image: string }[];
  videos: { id: number; url: string }[];
  /** The first video's URL. */
  video: string | null;
}
