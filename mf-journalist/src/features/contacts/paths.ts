import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { guestRecordPaths, type GuestRecordSteps } from 'mf-shared/widgets/guest-record';

/** A private contact's two steps: step 1 (with `id`, back from step 2) and step 2 (image and video). */
export const NEW_CONTACT_STEPS: GuestRecordSteps = {
  noun: 'contact',
  mediaStepTitle: 'Image & video',
  paths: guestRecordPaths(ROUTES.NEW_CONTACT, ROUTES.NEW_CONTACT_MEDIA),
};
export const { general: newContactPath, media: contactMediaPath } = NEW_CONTACT_STEPS.paths;

/** A contact's profile, first tab (the guest profile's own paths belong to its feature). */
export const contactProfilePath = (id: number) => generatePath(ROUTES.CONTACT, { id: String(id), tab: 'overview' });
