import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/** A contact's tabs (spec section 2: /contact/{id} with tabs /overview, /general, /media). */
export const CONTACT_TABS = ['overview', 'general', 'media'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

export const CONTACT_PATHS = {
  /** One route: `/contact/:id` redirects to its first tab. */
  PAGE: ROUTES.CONTACT,
} as const;

export const isContactTab = (tab: string | undefined): tab is ContactTab =>
  (CONTACT_TABS as readonly string[]).includes(tab ?? '');

/** /contact/{id}/{tab}: a guest's profile as a journalist sees it. */
export const contactPath = (id: number | string, tab: ContactTab = 'overview') =>
  generatePath(CONTACT_PATHS.PAGE, { id: String(id), tab });
