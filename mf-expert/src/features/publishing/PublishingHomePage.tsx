import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate, ROUTES, saySuccess } from 'mf-shared';
import type { MyEventItem } from 'mf-shared/entities/event';
import { MY_NEWS_SORTS, useDeleteNews, useMyNews, type MyNewsItem, type MyNewsSort } from 'mf-shared/entities/news';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Tag } from 'mf-shared/kit/plain';
import { TabLinks } from 'mf-shared/kit/tab-links';
import { HiddenByModerator } from '../../lib/HiddenByModerator';
import {
  actionsColumn,
  DataTable,
  EditDeleteActions,
  listParams,
  listRows,
  useTableQuery,
  type DataColumn,
} from 'mf-shared/kit/table';
import { useMyEventsTable } from '../../lib/myEvents';
import { HOME_TABS, newsEditPath, STORY_IDEA_CREATE, storyIdeaEditPath } from './paths';

const guestNames = (guests: { first_name: string; last_name: string }[] | undefined) =>
  guests?.length ? guests.map((g) => `${g.first_name} ${g.last_name}`).join(', ') : '-';

function Topics({ names }: { names: string[] }) {
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: 280 }}>
      {names.map((name) => (
        <Tag key={name} color="blue">
          {name}
        </Tag>
      ))}
    </span>
  );
}

function NewsTable() {
  const table = useTableQuery({ sortKeys: MY_NEWS_SORTS });
  const { query } = table;
  const remove = useDeleteNews();
  const list = useMyNews(listParams<MyNewsSort>(query));
  const columns: DataColumn<MyNewsItem>[] = [
    {
      key: 'updated_at',
      sortKey: 'updated_at',
      title: 'Date',
      dataIndex: 'updated_at',
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>,
    },
    {
      key: 'title',
      sortKey: 'title',
      title: 'Title',
      render: (_: unknown, n) => (
        <>
          <Link to={`/news/${n.slug}`}>{n.title}</Link> <HiddenByModerator item={n} />
        </>
      ),
    },
    {
      key: 'topics',
      title: 'Topics',
      render: (_: unknown, n) => <Topics names={n.expertise.map((id) => n.expertise_names[id] ?? String(id))} />,
    },
    { key: 'guests', title: 'Suggested guests', render: (_: unknown, n) => guestNames(n.guests) },
    actionsColumn((n) => (
      <EditDeleteActions
        name={n.title}
        editTo={newsEditPath(n.id)}
        deleteDescription="It leaves the public pages at once."
        onDelete={() => remove.mutateAsync(n.id).then(saySuccess)}
      />
    )),
  ];
  return (
    <DataTable<MyNewsItem>
      aria-label="Your news"
      table={table}
      columns={columns}
      {...listRows(list)}
      rowKey="id"
      search="Search news"
    />
  );
}

function StoryIdeasTable() {
  const { table, rows, remove } = useMyEventsTable('post');
  const columns: DataColumn<MyEventItem>[] = [
    {
      key: 'start_date',
      sortKey: 'start_date',
      title: 'Date',
      render: (_: unknown, e) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDate(e.start_date ?? e.created_at)}</span>
      ),
    },
    {
      key: 'heading',
      sortKey: 'heading',
      title: 'Heading',
      render: (_: unknown, e) => (
        <>
          <Link to={`${ROUTES.STORY_IDEAS}/${e.id}`}>{e.heading}</Link> <HiddenByModerator item={e} />
        </>
      ),
    },
    { key: 'organised_by', title: 'Organised by', render: (_: unknown, e) => e.organised_by ?? '-' },
    {
      key: 'topics',
      title: 'Topics',
      render: (_: unknown, e) => <Topics names={(e.industries ?? []).map((i) => i.name)} />,
    },
    { key: 'guests', title: 'Suggested guests', render: (_: unknown, e) => guestNames(e.guests) },
    actionsColumn((e) => (
      <EditDeleteActions
        name={e.heading}
        editTo={storyIdeaEditPath(e.id)}
        deleteDescription="It leaves the public pages at once."
        onDelete={() => remove(e.id)}
      />
    )),
  ];
  return (
    <DataTable<MyEventItem>
      aria-label="Your story ideas"
      table={table}
      columns={columns}
      {...rows}
      rowKey="id"
      search="Search story ideas"
    />
  );
}

const TAB_LINKS = [
  { to: ROUTES.CONTACTS_MANAGER, label: 'News' },
  { to: `${ROUTES.CONTACTS_MANAGER}?tab=${HOME_TABS.IDEAS}`, label: 'Story ideas' },
];

/**
 * /contacts-manager/expert: the expert's news and story ideas, searchable, sortable and paged.
 * Plain parts only (issue 25): antd loads with a dialog, not with the list.
 */
export default function PublishingHomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('tab') === HOME_TABS.IDEAS ? HOME_TABS.IDEAS : HOME_TABS.NEWS;
  return (
    <section>
      <PageHeader
        title="Publish news"
        subtitle="What you publish shows on the public pages at once, with the guests you suggest."
        actions={
          <>
            <Button onClick={() => navigate(STORY_IDEA_CREATE)}>Create story idea</Button>
            <Button variant="primary" onClick={() => navigate(ROUTES.NEWS_CREATE)}>
              Create news
            </Button>
          </>
        }
      />
      {/* A tab is a link: another tab starts its table afresh (page, sort and search belong to the list left). */}
      <TabLinks label="Publications" items={TAB_LINKS} active={TAB_LINKS[tab === HOME_TABS.IDEAS ? 1 : 0].to} />
      {tab === HOME_TABS.IDEAS ? <StoryIdeasTable /> : <NewsTable />}
    </section>
  );
}
