import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { GuestRecordGeneralStep } from 'mf-shared/widgets/guest-record';
import { useCreatePrivateContact, useUpdatePrivateContact } from '../../lib/contacts';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { NEW_CONTACT_STEPS } from './paths';

/**
 * /directory/new-contacts/create: step 1 of a private contact, its general information (spec
 * section 5's guest rules). It stores a draft and moves on to step 2; with `?id=` (back from step
 * 2) it changes that draft instead.
 */
export default function NewContactPage() {
  return (
    <section>
      <DirectoryTabs />
      <PageHeader
        title="New contact"
        subtitle="A contact only you see, kept with the guests you saved from the directory."
        actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>}
      />
      <GuestRecordGeneralStep
        steps={NEW_CONTACT_STEPS}
        useCreate={useCreatePrivateContact}
        useUpdate={useUpdatePrivateContact}
      />
    </section>
  );
}
