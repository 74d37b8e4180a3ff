import { saySuccess } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { Button } from 'mf-shared/kit/plain';
import { useRemoveContact, useSaveContact, useSavedContacts } from '../../lib/contacts';

/**
 * "Save to my contacts" beside Discuss now; once saved it says 'Saved to contacts', and a click
 * (confirmed) removes the guest from the contacts.
 */
export function SaveContactButton({ guestId, name }: { guestId: number; name: string }) {
  const saved = useSavedContacts([guestId]);
  const save = useSaveContact();
  const remove = useRemoveContact();
  const isSaved = saved.data?.includes(guestId) ?? false;

  const onSave = async () => {
    try {
      const answer = await save.mutateAsync(guestId);
      saySuccess(answer);
    } catch {
      // The API client has said why.
    }
  };
  const onRemove = async () => {
    const answer = await remove.mutateAsync(guestId);
    saySuccess(answer);
  };

  if (isSaved) {
    return (
      <Confirm title={`Remove ${name} from your contacts?`} okText="Remove" danger onConfirm={onRemove}>
        <Button aria-pressed loading={remove.isPending}>
          Saved to contacts
        </Button>
      </Confirm>
    );
  }
  return (
    <Button
      aria-pressed={false}
      loading={save.isPending}
      disabled={saved.isPending && saved.fetchStatus !== 'idle'}
      onClick={() => void onSave()}
    >
      Save to my contacts
    </Button>
  );
}
