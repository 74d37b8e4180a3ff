import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/** A guest's tabs (spec section 2: /guests/{id} with tabs overview, general, media). */
export const GUEST_TABS = ['overview', 'general', 'media'] as const;
export type GuestTab = (typeof GUEST_TABS)[number];

export const isGuestTab = (tab: string | undefined): tab is GuestTab =>
  (GUEST_TABS as readonly string[]).includes(tab ?? '');

/** /guests/{id}/{tab}: one of the expert's guests. */
export const guestPath = (id: number, tab: GuestTab = 'overview') =>
  generatePath(ROUTES.GUEST, { id: String(id), tab });

/** Step 1 of a new guest; with `id`, the draft's general information again (back from step 2). */
export const newGuestPath = (id?: number) =>
  id === undefined ? ROUTES.NEW_GUEST : `${ROUTES.NEW_GUEST}?${new URLSearchParams({ id: String(id) })}`;

/** Step 2 (image and video) of the draft guest `id`. */
export const guestMediaStepPath = (id: number) => generatePath(ROUTES.NEW_GUEST_MEDIA, { id: String(id) });

/** A positive whole number from the address, else `null` (nothing to ask the API for). */
export function idOf(param: string | null | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
