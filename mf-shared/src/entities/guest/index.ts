// The guest entity: what two or more apps share about guests (types, keys, reads, small components).
export * from './types';
export { guestKeys } from './keys';
export { guestDetailsQuery, useGuestDetails } from './api/get-guest-details';
export { GuestDetailsDialog } from './components/GuestDetailsDialog';
export { SuggestedGuests } from './components/SuggestedGuests';
