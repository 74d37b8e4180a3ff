import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { GuestDraftStep } from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { useCreatePrivateContact, useUpdatePrivateContact } from '../../lib/contacts';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { ContactSteps } from './ContactSteps';
import { contactMediaPath, idOf, newContactPath } from './paths';
import { useGuestFormLookups } from './useGuestFormLookups';

/**
 * /directory/new-contacts/create: step 1 of a private contact, its general information (spec
 * section 5's guest rules). It stores a draft and moves on to step 2; with `?id=` (back from step
 * 2) it changes that draft instead.
 */
export default function NewContactPage() {
  const [params] = useSearchParams();
  const param = params.get('id');
  const lookups = useGuestFormLookups();
  return (
    <section>
      <DirectoryTabs />
      <PageHeader
        title="New contact"
        subtitle="A contact only you see, kept with the guests you saved from the directory."
        actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>}
      />
      <ContactSteps current={0} />
      <GuestDraftStep
        id={param === null ? undefined : idOf(param)}
        lookups={lookups}
        useCreate={useCreatePrivateContact}
        useUpdate={useUpdatePrivateContact}
        mediaPath={contactMediaPath}
        newPath={newContactPath()}
        noun="contact"
      />
    </section>
  );
}
