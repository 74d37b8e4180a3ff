import { SuggestedGuests, type Guest } from 'mf-shared/entities/guest';
import { useDiscussNow } from 'mf-shared/ui/discuss-now';

/** Suggested guests whose "Discuss now" opens the interview request (spec section 6). */
export function GuestSuggestions({ guests }: { guests: Guest[] }) {
  const { discussNow, dialog } = useDiscussNow();
  return (
    <>
      <SuggestedGuests guests={guests} onDiscuss={discussNow} />
      {dialog}
    </>
  );
}
