// Guests as the API answers them, for the guest entity's and widgets' tests and each app's pages.
import type { GuestMedia, GuestProfile } from 'mf-shared/entities/guest';

/** Ann Lee, the guest most tests write about: who she is and where she works. */
export const ANN_LEE = {
  first_name: 'Ann',
  last_name: 'Lee',
  gender: 'Female' as const,
  title: 'Chief Economist',
  company_name: 'Harbour Bank',
  linkedin: 'https://www.linkedin.com/in/ann-lee',
};

/**
 * A published guest's settings unless a test says otherwise: no company logo or description
 * shown, not a draft, hidden or private, never trained or confirmed.
 */
export const PUBLISHED_GUEST = {
  last_date_trained: null,
  is_company_logo_visible: false,
  guest_company_logo: null,
  is_company_description_visible: false,
  guest_company_description: null,
  manager_company_description: null,
  manager_company_logo: null,
  is_draft: false,
  is_hidden: false,
  is_private: false,
  last_confirmed_at: null,
} satisfies Partial<GuestProfile>;

/** A guest's media as the API answers it: none unless a test says otherwise. */
export const mediaForTest = (over: Partial<GuestMedia> = {}): GuestMedia => ({
  id: 77,
  avatar: null,
  images: [],
  videos: [],
  ...over,
});
