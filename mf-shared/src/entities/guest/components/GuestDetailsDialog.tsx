import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { authorPath, authStore, currentPage, selectIsSignedIn, useAuth } from 'mf-shared';
import { QueryState } from 'mf-shared/kit/states';
import { useGuestDetails } from '../api/get-guest-details';
import type { Guest, GuestDetails } from '../types';

function Details({ g }: { g: GuestDetails }) {
  const lists: [string, { id: number; name: string }[]][] = [
    ['Expertise', g.expertise],
    ['Countries', g.country],
    ['Available for appearances in', g.available],
    ['Languages', g.languages],
  ];
  return (
    <div className="guest-details__more">
      <p>{g.description}</p>
      {g.guest_company_description && <p>{g.guest_company_description}</p>}
      <dl>
        {lists
          .filter(([, items]) => items.length > 0)
          .map(([label, items]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{items.map((i) => i.name).join(', ')}</dd>
            </div>
          ))}
        <div>
          <dt>Rating</dt>
          <dd>{g.rating} / 5</dd>
        </div>
      </dl>
      <p>
        <a href={g.linkedin} target="_blank" rel="noopener noreferrer">
          LinkedIn profile
        </a>
        {g.videos.map((v, i) => (
          <span key={v.id}>
            {' · '}
            <a href={v.url} target="_blank" rel="noopener noreferrer">
              Video {i + 1}
            </a>
          </span>
        ))}
      </p>
    </div>
  );
}

function SignedInDetails({ id }: { id: number }) {
  const details = useGuestDetails(id);
  return <QueryState query={details}>{(g) => <Details g={g} />}</QueryState>;
}

/**
 * A guest from a public page: who they are and who offers them (linking to that expert's news);
 * the detailed profile for signed-in users, otherwise a sign-in prompt (spec section 6).
 */
export function GuestDetailsDialog({
  guest,
  onClose,
  onDiscuss,
}: {
  guest: Guest;
  onClose: () => void;
  onDiscuss: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const signedIn = useAuth(selectIsSignedIn);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const name = `${guest.first_name} ${guest.last_name}`;
  return (
    <dialog ref={ref} className="guest-details" aria-label={name} onClose={onClose}>
      <button type="button" className="guest-details__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      <header>
        {guest.avatar && <img src={guest.avatar} alt="" width={72} height={72} />}
        <div>
          <h2>{name}</h2>
          <p>
            {guest.title}
            {guest.company_name && `, ${guest.company_name}`}
          </p>
        </div>
      </header>
      <p>
        Offered by{' '}
        <Link to={authorPath(guest.expert_name, guest.expert_id)} onClick={onClose}>
          {guest.expert_name}
        </Link>{' '}
        (news by this expert)
      </p>
      {signedIn ? (
        <SignedInDetails id={guest.guest_id} />
      ) : (
        <div className="guest-details__prompt">
          <p>Sign in to see the full profile of {name}.</p>
          <button
            type="button"
            className="pp-button pp-button--ghost"
            onClick={() => {
              onClose();
              authStore.getState().openLogin('journalist', {
                reason: `Sign in as a journalist to see the full profile of ${name}.`,
                returnTo: currentPage(),
              });
            }}
          >
            Login as a Journalist
          </button>
        </div>
      )}
      <button type="button" className="pp-button discuss-now" onClick={onDiscuss}>
        Discuss now
      </button>
    </dialog>
  );
}
