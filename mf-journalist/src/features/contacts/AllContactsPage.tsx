import { Typography } from 'mf-shared/kit/typography';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate, ROUTES, saySuccess } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Tag } from 'mf-shared/kit/plain';
import { actionsColumn, type DataColumn } from 'mf-shared/kit/table';
import type { ContactItem, ContactSort } from 'mf-shared/types/contact';
import { avatarColumn, expertiseColumn, GuestRecordTable, nameColumn } from 'mf-shared/widgets/guest-record';
import { NO_LONGER_AVAILABLE, useContacts, useRemoveContact } from '../../lib/contacts';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { contactMediaPath, contactProfilePath, newContactPath } from './paths';

const SORT_KEYS: ContactSort[] = ['name', 'company_name', 'saved_at'];

const fullName = (c: ContactItem) => (c.unavailable ? NO_LONGER_AVAILABLE : `${c.first_name} ${c.last_name}`);

/** A draft private contact opens its step 2 (to finish it); any other contact its profile. */
const contactLink = (c: ContactItem) =>
  c.is_private && c.is_draft ? contactMediaPath(c.id) : contactProfilePath(c.id);

function RemoveContact({ contact: c }: { contact: ContactItem }) {
  const remove = useRemoveContact();
  return (
    <Confirm
      title={c.unavailable ? 'Remove this contact?' : `Remove ${fullName(c)} from your contacts?`}
      description={c.is_private ? 'You made this contact: it is deleted with its photo and videos.' : undefined}
      okText="Remove"
      danger
      onConfirm={() => remove.mutateAsync(c.id).then(saySuccess)}
    >
      <Button variant="link" danger aria-label={c.unavailable ? 'Remove this contact' : `Remove ${fullName(c)}`}>
        Remove
      </Button>
    </Confirm>
  );
}

const columns: DataColumn<ContactItem>[] = [
  avatarColumn(fullName),
  nameColumn((c) => (
    <>
      {c.unavailable ? (
        // Its profile is gone for the journalist: nothing to open, only to remove.
        <Typography.Text type="secondary" data-testid="contact-unavailable">
          {NO_LONGER_AVAILABLE}
        </Typography.Text>
      ) : (
        <Link to={contactLink(c)} style={{ fontWeight: 600 }}>
          {fullName(c)}
        </Link>
      )}
      {c.is_private && <Tag color="purple">Private</Tag>}
      {c.is_draft && <Tag color="orange">Draft</Tag>}
    </>
  )),
  { key: 'title', title: 'Title', dataIndex: 'title' },
  { key: 'company_name', sortKey: 'company_name', title: 'Company', dataIndex: 'company_name' },
  expertiseColumn(320),
  {
    key: 'saved_at',
    sortKey: 'saved_at',
    title: 'Saved',
    dataIndex: 'saved_at',
    render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>,
  },
  actionsColumn((c) => <RemoveContact contact={c} />),
];

const noContacts = (searching: boolean) => (
  <>
    {searching ? 'No contact matches this search. ' : 'You have no contacts yet. '}
    Save guests from <Link to={ROUTES.DIRECTORY}>the directory</Link> or add your own with{' '}
    <Link to={newContactPath()}>New contact</Link>.
  </>
);

/** /directory/all-contacts: the journalist's contacts (saved from the directory, or made), searchable, sortable and paged. */
export default function AllContactsPage() {
  const navigate = useNavigate();
  return (
    <section>
      <DirectoryTabs />
      <PageHeader
        title="All contacts"
        subtitle="Guests you saved from the directory and contacts you made."
        actions={
          <Button variant="primary" onClick={() => navigate(newContactPath())}>
            New contact
          </Button>
        }
      />
      <GuestRecordTable<ContactItem, ContactSort>
        label="Contacts"
        search="Search contacts"
        sortKeys={SORT_KEYS}
        columns={columns}
        useList={useContacts}
        empty={noContacts}
      />
    </section>
  );
}
