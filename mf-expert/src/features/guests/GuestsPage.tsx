import { Typography } from 'mf-shared/kit/typography';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate, ROUTES, saySuccess } from 'mf-shared';
import type { ExpertGuestItem, ExpertGuestSort } from 'mf-shared/entities/guest';
import { Confirm } from 'mf-shared/kit/confirm';
import { PageHeader } from 'mf-shared/kit/page';
import { GUESTS_SUBTITLE, GUESTS_TITLE } from './GuestsPending';
import { Button, Tag } from 'mf-shared/kit/plain';
import { actionsColumn, type DataColumn } from 'mf-shared/kit/table';
import { avatarColumn, expertiseColumn, GuestRecordTable, nameColumn } from 'mf-shared/widgets/guest-record';
import { useConfirmGuest, useDeleteGuest, useExpertGuests, useGuestVisibility } from '../../lib/guests';
import { Completeness } from './Completeness';
import { GuestsTabs } from './GuestsTabs';
import { guestMediaStepPath, guestPath } from './paths';
import './guests.css';
import { HiddenByModerator } from '../../lib/HiddenByModerator';

const SORT_KEYS: ExpertGuestSort[] = ['name', 'completeness', 'last_confirmed_at', 'updated_at', 'created_at'];

const fullName = (g: ExpertGuestItem) => `${g.first_name} ${g.last_name}`;

function GuestActions({ guest }: { guest: ExpertGuestItem }) {
  const confirm = useConfirmGuest();
  const visibility = useGuestVisibility();
  const remove = useDeleteGuest();
  const name = fullName(guest);
  // A failed write has been reported by the API client; nothing more to say here.
  const run = async (write: () => Promise<{ message?: string }>) => {
    try {
      saySuccess(await write());
    } catch {
      /* reported */
    }
  };
  return (
    <div className="pp-row" style={{ gap: 4 }}>
      {guest.is_draft && (
        <Link to={guestMediaStepPath(guest.id)} style={{ padding: '0 7px', alignSelf: 'center' }}>
          Finish step 2
        </Link>
      )}
      <Button
        variant="link"
        size="small"
        loading={confirm.isPending && confirm.variables === guest.id}
        aria-label={`Confirm availability of ${name}`}
        onClick={() => void run(() => confirm.mutateAsync(guest.id))}
      >
        Confirm availability
      </Button>
      <Button
        variant="link"
        size="small"
        loading={visibility.isPending && visibility.variables?.id === guest.id}
        aria-label={guest.is_hidden ? `Show in directory: ${name}` : `Hide from directory: ${name}`}
        onClick={() => void run(() => visibility.mutateAsync({ id: guest.id, hidden: !guest.is_hidden }))}
      >
        {guest.is_hidden ? 'Show in directory' : 'Hide from directory'}
      </Button>
      <Confirm
        title={`Delete ${name}?`}
        description="The guest leaves your list and the directory; their interviews are kept."
        okText="Delete"
        danger
        onConfirm={() => remove.mutateAsync(guest.id).then(saySuccess)}
      >
        <Button variant="link" size="small" danger aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </Confirm>
    </div>
  );
}

const columns: DataColumn<ExpertGuestItem>[] = [
  avatarColumn(fullName),
  nameColumn((g) => (
    <>
      <Link to={guestPath(g.id)} style={{ fontWeight: 600 }}>
        {fullName(g)}
      </Link>
      {g.is_draft && <Tag color="orange">Draft</Tag>}
      {g.is_hidden && <Tag>Hidden</Tag>}
      <HiddenByModerator item={g} />
    </>
  )),
  {
    key: 'title',
    title: 'Title',
    render: (_: unknown, g) => (
      <div style={{ minWidth: 140 }}>
        <div>{g.title}</div>
        {g.headline && <Typography.Text type="secondary">{g.headline}</Typography.Text>}
      </div>
    ),
  },
  expertiseColumn(280),
  {
    key: 'completeness',
    sortKey: 'completeness',
    title: 'Completeness',
    dataIndex: 'completeness',
    render: (completeness: ExpertGuestItem['completeness']) => <Completeness completeness={completeness} />,
  },
  {
    key: 'last_confirmed_at',
    sortKey: 'last_confirmed_at',
    title: 'Last confirmed',
    dataIndex: 'last_confirmed_at',
    render: (value: string | null) => (
      <span style={{ whiteSpace: 'nowrap' }}>{value ? formatDate(value) : 'Never'}</span>
    ),
  },
  actionsColumn((g) => <GuestActions guest={g} />),
];

const noGuests = (searching: boolean) => (
  <>
    {searching ? 'No guest matches this search. ' : 'You offer no guests yet. '}
    <Link to={ROUTES.NEW_GUEST}>Create a new guest</Link> or{' '}
    <Link to={ROUTES.UPLOAD_GUESTS}>upload guests from a CSV file</Link>.
  </>
);

/**
 * /guests: the guests the expert account offers to journalists, searchable, sortable and paged
 * (state in the URL), each with how complete and how recently confirmed it is, and the actions
 * that keep it current.
 */
export default function GuestsPage() {
  const navigate = useNavigate();
  return (
    <section className="guests">
      <GuestsTabs />
      <PageHeader
        title={GUESTS_TITLE}
        subtitle={GUESTS_SUBTITLE}
        actions={
          <>
            <Button className="guests__action" onClick={() => navigate(ROUTES.CSV_DOWNLOAD)}>
              Download CSV
            </Button>
            <Button className="guests__action" variant="primary" onClick={() => navigate(ROUTES.NEW_GUEST)}>
              Create new guest
            </Button>
          </>
        }
      />
      <GuestRecordTable<ExpertGuestItem, ExpertGuestSort>
        label="Guests"
        search="Search guests"
        sortKeys={SORT_KEYS}
        columns={columns}
        useList={useExpertGuests}
        empty={noGuests}
      />
    </section>
  );
}
