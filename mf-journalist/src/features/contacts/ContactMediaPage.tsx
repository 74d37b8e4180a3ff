import { Button, Flex, Result, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ERROR_MESSAGES, ROUTES } from 'mf-shared';
import { GuestMediaEditor, type GuestMediaWrites } from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { FAILED_TEXT } from 'mf-shared/kit/states';
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
import { ContactSteps } from './ContactSteps';
import { idOf, newContactPath } from './paths';
import './contacts.css';

function MissingDraft({ failed }: { failed: boolean }) {
  return (
    <Result
      status="warning"
      title={failed ? FAILED_TEXT : 'This contact draft does not exist'}
      subTitle={failed ? undefined : 'Image and video come once the general information is saved: start with step 1.'}
      extra={<Link to={newContactPath()}>Go to step 1: General Information</Link>}
    />
  );
}

function MediaSteps({ id }: { id: number }) {
  const media = usePrivateContactMedia(id);
  const finish = useFinishPrivateContact(id);
  const navigate = useNavigate();
  const uploadAvatar = useUploadContactAvatar(id);
  const addImage = useAddContactImage(id);
  const removeImage = useRemoveContactImage(id);
  const addVideo = useAddContactVideo(id);
  const removeVideo = useRemoveContactVideo(id);
  const writes: GuestMediaWrites = {
    uploadAvatar: uploadAvatar.mutateAsync,
    addImage: addImage.mutateAsync,
    removeImage: removeImage.mutateAsync,
    addVideo: addVideo.mutateAsync,
    removeVideo: removeVideo.mutateAsync,
  };

  if (!media.data) {
    if (media.isPending) return <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 6 }} />;
    return <MissingDraft failed={media.isError} />;
  }
  const done = async () => {
    try {
      const answer = await finish.mutateAsync();
      toast.success(answer.message || ERROR_MESSAGES.SUCCESS);
      navigate(ROUTES.ALL_CONTACTS);
    } catch {
      // The API client has said why.
    }
  };
  return (
    <>
      <GuestMediaEditor noun="contact" media={media.data} {...writes} />
      <Flex gap={8} wrap className="contact-media__actions">
        <Button onClick={() => navigate(newContactPath(id))}>Back</Button>
        <Button type="primary" loading={finish.isPending} onClick={() => void done()}>
          Finish
        </Button>
      </Flex>
    </>
  );
}

/**
 * /directory/new-contacts/upload/{id}: step 2 of a private contact, 'Guest image & Embed video'.
 * Reachable only once the draft exists (step 1 made it); otherwise it says so and links to step 1.
 */
export default function ContactMediaPage() {
  const id = idOf(useParams().id);
  return (
    <section>
      <DirectoryTabs />
      <PageHeader title="New contact" actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>} />
      <ContactSteps current={1} />
      {id === null ? <MissingDraft failed={false} /> : <MediaSteps id={id} />}
    </section>
  );
}
