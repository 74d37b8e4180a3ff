import { lazy, Suspense, useState } from 'react';
import { GuestMediaView, type GuestProfile } from 'mf-shared/entities/guest';
import { Button, Spinner } from 'mf-shared/kit/plain';

// The editor (plain too) loads when the expert asks to edit, not with the tab.
const GuestMediaEditing = lazy(() => import('./GuestMediaEditing'));

/** A guest's media tab: the photo, images and videos (plain, with the kit's lightbox), and their editor. */
export default function GuestMediaTab({ guest }: { guest: GuestProfile }) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <Suspense fallback={<Spinner label="Loading the editor" />}>
        <GuestMediaEditing id={guest.id} onDone={() => setEditing(false)} />
      </Suspense>
    );
  return (
    <>
      <div className="pp-form-actions" style={{ justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button onClick={() => setEditing(true)}>Edit photo, images and videos</Button>
      </div>
      <GuestMediaView guest={guest} />
    </>
  );
}
