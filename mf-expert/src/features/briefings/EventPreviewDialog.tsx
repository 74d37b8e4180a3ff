import { Modal } from 'antd';
import type { EventDetails } from 'mf-shared/entities/event';
import type { EventFormValues } from './EventFormPage';
import { EventPreview } from './EventPreview';

/** The public page as it will read, in a dialog: loaded with antd when Preview is pressed. */
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
    <Modal open title="Preview of the public page" onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <EventPreview {...preview} />
    </Modal>
  );
}
