import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { GuestRecordMediaStep } from 'mf-shared/widgets/guest-record';
import { useGuestMedia, usePublishGuest } from '../../lib/guests';
import { GuestsTabs } from './GuestsTabs';
import { NEW_GUEST_STEPS } from './paths';
import { useGuestMediaWrites } from './useGuestMediaWrites';

/**
 * /guests/new-guest/upload/{id}: step 2 of a new guest, 'Guest image & Embed video'. Reachable only
 * once the draft exists (step 1 made it); otherwise it says so and links to step 1. Finish
 * publishes the guest.
 */
export default function GuestMediaStepPage() {
  return (
    <section>
      <GuestsTabs />
      <PageHeader title="Create new guest" actions={<Link to={ROUTES.GUESTS}>All guests</Link>} />
      <GuestRecordMediaStep
        steps={NEW_GUEST_STEPS}
        useMedia={useGuestMedia}
        useWrites={useGuestMediaWrites}
        useFinish={usePublishGuest}
        donePath={ROUTES.GUESTS}
      />
    </section>
  );
}
