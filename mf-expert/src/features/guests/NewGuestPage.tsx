import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { GuestDraftStep } from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { useCreateGuest, useUpdateGuest } from '../../lib/guests';
import { useGuestFormLookups } from '../../lib/useGuestFormLookups';
import { GuestSteps } from './GuestSteps';
import { GuestsTabs } from './GuestsTabs';
import { guestMediaStepPath, idOf, newGuestPath } from './paths';

/**
 * /guests/new-guest/create: step 1 of a new guest, 'General Information' (spec section 5's guest
 * rules). It stores a draft and moves on to step 2; with `?id=` (back from step 2) it changes that
 * draft instead.
 */
export default function NewGuestPage() {
  const [params] = useSearchParams();
  const param = params.get('id');
  const lookups = useGuestFormLookups();
  return (
    <section>
      <GuestsTabs />
      <PageHeader
        title="Create new guest"
        subtitle="A person you offer to journalists: yourself or a colleague."
        actions={<Link to={ROUTES.GUESTS}>All guests</Link>}
      />
      <GuestSteps current={0} />
      <GuestDraftStep
        id={param === null ? undefined : idOf(param)}
        lookups={lookups}
        useCreate={useCreateGuest}
        useUpdate={useUpdateGuest}
        mediaPath={guestMediaStepPath}
        newPath={newGuestPath()}
        noun="guest"
      />
    </section>
  );
}
