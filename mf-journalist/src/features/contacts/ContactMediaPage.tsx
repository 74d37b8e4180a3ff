import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import type { GuestMediaWrites } from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { GuestRecordMediaStep } from 'mf-shared/widgets/guest-record';
import {
  useAddContactImage,
  useAddContactVideo,
  useFinishPrivateContact,
  usePrivateContactMedia,
  useRemoveContactImage,
  useRemoveContactVideo,
  useUploadContactAvatar,
} from '../../lib/contacts';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { NEW_CONTACT_STEPS } from './paths';

/** The media editor's writes for the private contact `id` (no removing the photo: it is replaced). */
function useContactMediaWrites(id: number): GuestMediaWrites {
  return {
    uploadAvatar: useUploadContactAvatar(id).mutateAsync,
    addImage: useAddContactImage(id).mutateAsync,
    removeImage: useRemoveContactImage(id).mutateAsync,
    addVideo: useAddContactVideo(id).mutateAsync,
    removeVideo: useRemoveContactVideo(id).mutateAsync,
  };
}

/**
 * /directory/new-contacts/upload/{id}: step 2 of a private contact, 'Guest image & Embed video'.
 * Reachable only once the draft exists (step 1 made it); otherwise it says so and links to step 1.
 */
export default function ContactMediaPage() {
  return (
    <section>
      <DirectoryTabs />
      <PageHeader title="New contact" actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>} />
      <GuestRecordMediaStep
        steps={NEW_CONTACT_STEPS}
        useMedia={usePrivateContactMedia}
        useWrites={useContactMediaWrites}
        useFinish={useFinishPrivateContact}
        donePath={ROUTES.ALL_CONTACTS}
      />
    </section>
  );
}
