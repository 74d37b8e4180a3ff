import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { guestRecordPaths, type GuestRecordSteps } from 'mf-shared/widgets/guest-record';

/** A guest's tabs (spec section 2: /guests/{id} with tabs overview, general, media). */
export const GUEST_TABS = ['overview', 'general', 'media'] as const;
export type GuestTab = (typeof GUEST_TABS)[number];

export const isGuestTab = (tab: string | undefined): tab is GuestTab =>
  (GUEST_TABS as readonly string[]).includes(tab ?? '');

/** /guests/{id}/{tab}: one of the expert's guests. */
export const guestPath = (id: number, tab: GuestTab = 'overview') =>
  generatePath(ROUTES.GUEST, { id: String(id), tab });

/** A new guest's two steps: step 1 (with `id`, back from step 2) and step 2 (image and video). */
export const NEW_GUEST_STEPS: GuestRecordSteps = {
  noun: 'guest',
  paths: guestRecordPaths(ROUTES.NEW_GUEST, ROUTES.NEW_GUEST_MEDIA),
};
export const { general: newGuestPath, media: guestMediaStepPath } = NEW_GUEST_STEPS.paths;
