import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/** Step 1 of a private contact; with `id`, the draft's general information again (back from step 2). */
export const newContactPath = (id?: number) =>
  id === undefined ? ROUTES.NEW_CONTACT : `${ROUTES.NEW_CONTACT}?${new URLSearchParams({ id: String(id) })}`;

/** Step 2 (image and video) of the private contact `id`. */
export const contactMediaPath = (id: number) => generatePath(ROUTES.NEW_CONTACT_MEDIA, { id: String(id) });

/** A contact's profile, first tab (the guest profile's own paths belong to its feature). */
export const contactProfilePath = (id: number) => generatePath(ROUTES.CONTACT, { id: String(id), tab: 'overview' });

/** A positive whole number from the address, else `null` (nothing to ask the API for). */
export function idOf(param: string | null | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
