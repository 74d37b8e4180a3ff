import { Typography } from 'mf-shared/kit/typography';
import { generatePath, Link } from 'react-router-dom';
import { effectiveStatus, ROUTES, STATUS, useAuth } from 'mf-shared';
import { Avatar, Notice } from 'mf-shared/kit/plain';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { useExpertGuests } from '../../lib/guests';
import './guestsTab.css';

/** How many guests the tab lists; the rest are on /guests. */
export const PROFILE_GUESTS_SHOWN = 10;

const overviewPath = (id: number) => generatePath(ROUTES.GUEST, { id: String(id), tab: 'overview' });

function GuestList() {
  const guests = useExpertGuests({ per_page: PROFILE_GUESTS_SHOWN, sort: 'name', direction: 'asc' });
  const total = guests.data?.meta.total ?? 0;
  return (
    <>
      <QueryState query={guests}>
        {(page) =>
          page.data.length === 0 ? (
            <EmptyState text="No guests yet." />
          ) : (
            <ul className="profile-guests">
              {page.data.map((guest) => (
                <li key={guest.id} className="profile-guests__item">
                  <Avatar src={guest.avatar} name={`${guest.first_name} ${guest.last_name}`} decorative />
                  <div className="profile-guests__who">
                    <Link to={overviewPath(guest.id)}>
                      {guest.first_name} {guest.last_name}
                    </Link>
                    <Typography.Text type="secondary" className="profile-guests__title">
                      {guest.title}
                    </Typography.Text>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {total > PROFILE_GUESTS_SHOWN && (
        <Typography.Paragraph type="secondary" className="profile-guests__more">
          {PROFILE_GUESTS_SHOWN} of {total} guests shown.
        </Typography.Paragraph>
      )}
    </>
  );
}

/** The account's guests, compact: each links to its overview; "Manage guests" opens /guests. Plain (no antd). */
export function GuestsTab() {
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  return (
    <section>
      <div className="profile-guests__head">
        <Typography.Title level={2} className="profile-guests__heading">
          Your guests
        </Typography.Title>
        {status === STATUS.SIMPLE_USER && (
          <Link to={ROUTES.GUESTS} className="pp-btn pp-btn--primary">
            Manage guests
          </Link>
        )}
      </div>
      {status === STATUS.SIMPLE_USER ? (
        <GuestList />
      ) : (
        <Notice title="Your guests are listed here once your account is active." />
      )}
    </section>
  );
}
