import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { GuestRecordGeneralStep } from 'mf-shared/widgets/guest-record';
import { useCreateGuest, useUpdateGuest } from '../../lib/guests';
import { GuestsTabs } from './GuestsTabs';
import { NEW_GUEST_STEPS } from './paths';

/**
 * /guests/new-guest/create: step 1 of a new guest, 'General Information' (spec section 5's guest
 * rules). It stores a draft and moves on to step 2; with `?id=` (back from step 2) it changes that
 * draft instead.
 */
export default function NewGuestPage() {
  return (
    <section>
      <GuestsTabs />
      <PageHeader
        title="Create new guest"
        subtitle="A person you offer to journalists: yourself or a colleague."
        actions={<Link to={ROUTES.GUESTS}>All guests</Link>}
      />
      <GuestRecordGeneralStep steps={NEW_GUEST_STEPS} useCreate={useCreateGuest} useUpdate={useUpdateGuest} />
    </section>
  );
}
