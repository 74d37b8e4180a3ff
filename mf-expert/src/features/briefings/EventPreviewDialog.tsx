import type { EventDetails } from 'mf-shared/entities/event';
import { Dialog } from 'mf-shared/kit/dialog';
import type { EventFormValues } from './EventFormPage';
import { EventPreview } from './EventPreview';

/** The public page as it will read, in a dialog: loaded when Preview is pressed. */
export default function EventPreviewDialog({
  onClose,
  ...preview
}: {
  values: EventFormValues;
  stored?: EventDetails;
  guestNames: string[];
  onClose: () => void;
}) {
  return (
    <Dialog title="Preview of the public page" onClose={onClose} width={960}>
      <EventPreview {...preview} />
    </Dialog>
  );
}
