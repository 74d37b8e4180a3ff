import { useState } from 'react';
import type { Guest } from '../types';
import { GuestDetailsDialog } from './GuestDetailsDialog';
import './guests.css';

/**
 * Guests suggested with an article or offered at an event: each opens its details and has
 * "Discuss now" (spec sections 2 and 6). What "Discuss now" does is the app's to say: the
 * interview request belongs to another entity.
 */
export function SuggestedGuests({ guests, onDiscuss }: { guests: Guest[]; onDiscuss: (guest: Guest) => void }) {
  const discussNow = onDiscuss;
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
    </>
  );
}
