import { PendingPage } from 'mf-shared/kit/page';
import { GuestsTabs } from './GuestsTabs';

export const GUESTS_TITLE = 'Guests';
export const GUESTS_SUBTITLE =
  'The people you offer to journalists. Keep them complete and confirm their availability.';

/** The guests list before its code and data arrive (the route's `pending`, rendered on the server). */
export function GuestsPending() {
  return <PendingPage above={<GuestsTabs />} title={GUESTS_TITLE} subtitle={GUESTS_SUBTITLE} />;
}
