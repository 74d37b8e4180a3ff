// The guest entity: what two or more apps share about guests (types, keys, reads, small components).
export * from './types';
export * from './search.types';
export { guestKeys } from './keys';
export { guestDetailsQuery, useGuestDetails } from './api/get-guest-details';
export type { GuestProfile } from './profile.types';
export { guestProfileQuery, useGuestProfile } from './api/get-guest-profile';
export { GuestDetailsDialog } from './components/GuestDetailsDialog';
export { SuggestedGuests } from './components/SuggestedGuests';
export {
  EMPTY_GUEST_FORM,
  GuestForm,
  guestFormValues,
  type GuestFormLookup,
  type GuestFormLookups,
  type GuestFormProps,
  type GuestFormValues,
} from './components/GuestForm';
export { GUEST_CSV_COLUMNS, GUEST_CSV_LIST_SEPARATOR, guestCsvReader, splitNames, type GuestCsvLookups } from './csv';
export { httpUrl, imageSrc, videoEmbed, type VideoEmbed } from './links';
export { guestFormData, type FileToSend, type GuestMedia } from './media';
export { GuestGeneralView } from './components/GuestGeneralView';
export { GuestMediaView } from './components/GuestMediaView';
export { GuestRating } from './components/GuestRating';
export { GuestMediaEditor, type GuestMediaEditorProps, type GuestMediaWrites } from './components/GuestMediaEditor';
export { GuestDraftStep, type GuestDraftStepProps } from './components/GuestDraftStep';
