import { Alert, Avatar } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { generatePath, Link } from 'react-router-dom';
import { effectiveStatus, ROUTES, STATUS, useAuth } from 'mf-shared';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { useExpertGuests } from '../../lib/guests';

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
            <ul className="profile-guests" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {page.data.map((guest) => (
                <li
                  key={guest.id}
                  style={{
                    display: 'flex',
                    gap: 12,
                    alignItems: 'center',
                    padding: '8px 0',
                    borderBottom: '1px solid #f0f0f0',
                  }}
                >
                  <Avatar src={guest.avatar ?? undefined} alt="">
                    {guest.first_name[0]}
                    {guest.last_name[0]}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Link to={overviewPath(guest.id)}>
                      {guest.first_name} {guest.last_name}
                    </Link>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
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
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {PROFILE_GUESTS_SHOWN} of {total} guests shown.
        </Typography.Paragraph>
      )}
    </>
  );
}

/** The account's guests, compact: each links to its overview; "Manage guests" opens /guests. */
export function GuestsTab() {
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  return (
    <section>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Your guests
        </Typography.Title>
        {status === STATUS.SIMPLE_USER && (
          <Link to={ROUTES.GUESTS} className="ant-btn ant-btn-primary">
            Manage guests
          </Link>
        )}
      </div>
      {status === STATUS.SIMPLE_USER ? (
        <GuestList />
      ) : (
        <Alert type="info" showIcon title="Your guests are listed here once your account is active." />
      )}
    </section>
  );
}
