import { Button, Flex, Result, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ERROR_MESSAGES, ROUTES } from 'mf-shared';
import { GuestMediaEditor } from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { FAILED_TEXT } from 'mf-shared/kit/states';
import { useGuestMedia, usePublishGuest } from '../../lib/guests';
import { GuestSteps } from './GuestSteps';
import { GuestsTabs } from './GuestsTabs';
import { idOf, newGuestPath } from './paths';
import { useGuestMediaWrites } from './useGuestMediaWrites';
import './guests.css';

function MissingDraft({ failed }: { failed: boolean }) {
  return (
    <Result
      status="warning"
      title={failed ? FAILED_TEXT : 'This guest draft does not exist'}
      subTitle={failed ? undefined : 'Image and video come once the general information is saved: start with step 1.'}
      extra={<Link to={newGuestPath()}>Go to step 1: General Information</Link>}
    />
  );
}

function MediaStep({ id }: { id: number }) {
  const media = useGuestMedia(id);
  const writes = useGuestMediaWrites(id);
  const publish = usePublishGuest(id);
  const navigate = useNavigate();

  if (!media.data) {
    if (media.isPending) return <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 6 }} />;
    return <MissingDraft failed={media.isError} />;
  }
  const finish = async () => {
    try {
      const answer = await publish.mutateAsync();
      toast.success(answer.message || ERROR_MESSAGES.SUCCESS);
      navigate(ROUTES.GUESTS);
    } catch {
      // The API client has said why.
    }
  };
  return (
    <>
      <GuestMediaEditor media={media.data} {...writes} />
      <Flex gap={8} wrap className="guests-actions">
        <Button onClick={() => navigate(newGuestPath(id))}>Back</Button>
        <Button type="primary" loading={publish.isPending} onClick={() => void finish()}>
          Finish
        </Button>
      </Flex>
    </>
  );
}

/**
 * /guests/new-guest/upload/{id}: step 2 of a new guest, 'Guest image & Embed video'. Reachable only
 * once the draft exists (step 1 made it); otherwise it says so and links to step 1. Finish
 * publishes the guest.
 */
export default function GuestMediaStepPage() {
  const id = idOf(useParams().id);
  return (
    <section>
      <GuestsTabs />
      <PageHeader title="Create new guest" actions={<Link to={ROUTES.GUESTS}>All guests</Link>} />
      <GuestSteps current={1} />
      {id === null ? <MissingDraft failed={false} /> : <MediaStep id={id} />}
    </section>
  );
}
