import { Avatar, Button, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ERROR_MESSAGES, formatDate, ROUTES } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { PageHeader } from 'mf-shared/kit/page';
import { DataTable, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import type { ContactItem, ContactSort } from 'mf-shared/types/contact';
import { NO_LONGER_AVAILABLE, useContacts, useRemoveContact } from '../../lib/contacts';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { imageSrc } from 'mf-shared/entities/guest';
import { contactMediaPath, contactProfilePath, newContactPath } from './paths';
import './contacts.css';

const SORT_KEYS: ContactSort[] = ['name', 'company_name', 'saved_at'];

const fullName = (c: ContactItem) => (c.unavailable ? NO_LONGER_AVAILABLE : `${c.first_name} ${c.last_name}`);

/** A draft private contact opens its step 2 (to finish it); any other contact its profile. */
const contactLink = (c: ContactItem) =>
  c.is_private && c.is_draft ? contactMediaPath(c.id) : contactProfilePath(c.id);

function NoContacts({ searching }: { searching: boolean }) {
  return (
    <Typography.Paragraph className="contacts-empty">
      {searching ? 'No contact matches this search. ' : 'You have no contacts yet. '}
      Save guests from <Link to={ROUTES.DIRECTORY}>the directory</Link> or add your own with{' '}
      <Link to={newContactPath()}>New contact</Link>.
    </Typography.Paragraph>
  );
}

/** /directory/all-contacts: the journalist's contacts (saved from the directory, or made), searchable, sortable and paged. */
export default function AllContactsPage() {
  const table = useTableQuery({ sortKeys: SORT_KEYS });
  const { query } = table;
  const list = useContacts({
    page: query.page,
    per_page: query.perPage,
    search: query.search,
    sort: (query.sort as ContactSort | null) ?? undefined,
    direction: query.order ?? undefined,
  });
  const remove = useRemoveContact();
  const navigate = useNavigate();

  const removeContact = async (c: ContactItem) => {
    const answer = await remove.mutateAsync(c.id);
    toast.success(answer.message || ERROR_MESSAGES.SUCCESS);
  };

  const columns: DataColumn<ContactItem>[] = [
    {
      key: 'avatar',
      title: <span className="pp-visually-hidden">Photo</span>,
      dataIndex: 'avatar',
      width: 56,
      render: (avatar: string | null, c) => {
        const src = imageSrc(avatar);
        return (
          <Avatar src={src ?? undefined} alt={src ? `Photo of ${fullName(c)}` : undefined}>
            {c.first_name?.charAt(0) ?? '?'}
            {c.last_name?.charAt(0)}
          </Avatar>
        );
      },
    },
    {
      key: 'name',
      sortKey: 'name',
      title: 'Name',
      render: (_: unknown, c) => (
        <Flex gap={6} align="center" wrap>
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
        </Flex>
      ),
    },
    { key: 'title', title: 'Title', dataIndex: 'title' },
    { key: 'company_name', sortKey: 'company_name', title: 'Company', dataIndex: 'company_name' },
    {
      key: 'expertise',
      title: 'Expertise',
      dataIndex: 'expertise',
      render: (expertise: ContactItem['expertise']) => (
        <Flex gap={4} wrap style={{ maxWidth: 320 }}>
          {expertise.map((e) => (
            <Tag key={e.id} color="blue" style={{ margin: 0 }}>
              {e.name}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'saved_at',
      sortKey: 'saved_at',
      title: 'Saved',
      dataIndex: 'saved_at',
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>,
    },
    {
      key: 'actions',
      title: <span className="pp-visually-hidden">Actions</span>,
      render: (_: unknown, c) => (
        <Confirm
          title={c.unavailable ? 'Remove this contact?' : `Remove ${fullName(c)} from your contacts?`}
          description={c.is_private ? 'You made this contact: it is deleted with its photo and videos.' : undefined}
          okText="Remove"
          danger
          onConfirm={() => removeContact(c)}
        >
          <Button type="link" danger aria-label={c.unavailable ? 'Remove this contact' : `Remove ${fullName(c)}`}>
            Remove
          </Button>
        </Confirm>
      ),
    },
  ];

  const loadedEmpty = list.data !== undefined && list.data.meta.total === 0 && !list.isPlaceholderData;

  return (
    <section>
      <DirectoryTabs />
      <PageHeader
        title="All contacts"
        subtitle="Guests you saved from the directory and contacts you made."
        actions={
          <Button type="primary" onClick={() => navigate(newContactPath())}>
            New contact
          </Button>
        }
      />
      <DataTable<ContactItem>
        aria-label="Contacts"
        table={table}
        columns={columns}
        rows={list.data?.data}
        meta={list.data?.meta}
        loading={list.isFetching}
        rowKey="id"
        search="Search contacts"
      />
      {loadedEmpty && <NoContacts searching={query.search !== ''} />}
    </section>
  );
}
