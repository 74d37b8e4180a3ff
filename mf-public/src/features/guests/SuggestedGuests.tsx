import { useState } from 'react';
import { useDiscussNow } from 'mf-shared/ui/discuss-now';
import type { Guest } from '../content/api';
import { GuestDetailsDialog } from './GuestDetailsDialog';
import './guests.css';

/**
 * Guests suggested with an article or offered at an event: each opens its details and has
 * "Discuss now" (spec sections 2 and 6).
 */
export function SuggestedGuests({ guests }: { guests: Guest[] }) {
  const { discussNow, dialog } = useDiscussNow();
  const [shown, setShown] = useState<Guest | null>(null);
  return (
    <>
      <ul className="guest-list">
        {guests.map((g) => (
          <li key={g.guest_id} data-guest-id={g.guest_id}>
            <button type="button" className="guest-list__person" onClick={() => setShown(g)}>
              {g.avatar && <img src={g.avatar} alt="" width={48} height={48} loading="lazy" />}
              <span>
                <strong>
                  {g.first_name} {g.last_name}
                </strong>
                <small>{g.title}</small>
              </span>
            </button>
            <button type="button" className="pp-button discuss-now" onClick={() => discussNow(g)}>
              Discuss now
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <GuestDetailsDialog
          guest={shown}
          onClose={() => setShown(null)}
          onDiscuss={() => {
            setShown(null);
            discussNow(shown);
          }}
        />
      )}
      {dialog}
    </>
  );
}
