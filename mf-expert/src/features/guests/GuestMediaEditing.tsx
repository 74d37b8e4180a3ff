import { GuestMediaEditor } from 'mf-shared/entities/guest';
import { Button } from 'mf-shared/kit/plain';
import { EmptyState, FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';
import { useGuestMedia } from '../../lib/guests';
import { useGuestMediaWrites } from './useGuestMediaWrites';

/** The guest's photo, images and videos being edited, with Done back to the tab. */
export default function GuestMediaEditing({ id, onDone }: { id: number; onDone: () => void }) {
  const media = useGuestMedia(id);
  const writes = useGuestMediaWrites(id);
  if (media.data)
    return (
      <>
        <GuestMediaEditor media={media.data} {...writes} />
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </>
    );
  if (media.isPending) return <LoadingState />;
  return <EmptyState text={FAILED_TEXT} />;
}
