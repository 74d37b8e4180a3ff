import { Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { GuestMediaEditor, GuestMediaView, type GuestProfile } from 'mf-shared/entities/guest';
import { EmptyState, FAILED_TEXT } from 'mf-shared/kit/states';
import { useGuestMedia } from '../../lib/guests';
import { useGuestMediaWrites } from './useGuestMediaWrites';

function MediaEditor({ id, onDone }: { id: number; onDone: () => void }) {
  const media = useGuestMedia(id);
  const writes = useGuestMediaWrites(id);
  if (media.data)
    return (
      <>
        <GuestMediaEditor media={media.data} {...writes} />
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </>
    );
  if (media.isPending) return <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 4 }} />;
  return <EmptyState text={FAILED_TEXT} />;
}

/**
 * A guest's media tab: the photo, images and videos, and their editor. antd's Image and Upload:
 * loaded (in the theme) when the tab opens, not with the guest's page.
 */
export default function GuestMediaTab({ guest }: { guest: GuestProfile }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <MediaEditor id={guest.id} onDone={() => setEditing(false)} />;
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button onClick={() => setEditing(true)}>Edit photo, images and videos</Button>
      </Flex>
      <GuestMediaView guest={guest} />
    </>
  );
}
