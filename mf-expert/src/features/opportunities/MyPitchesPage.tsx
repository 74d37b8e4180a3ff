import { Tag } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { Panel } from 'mf-shared/kit/panel';
import { Pager, PlainTable, type PlainColumn } from 'mf-shared/kit/table';
import { TabLinks } from 'mf-shared/kit/tab-links';
import {
  opportunityPath,
  PITCH_STATUS_COLORS,
  PITCH_STATUS_LABELS,
  SOURCE_REQUEST_PATHS,
  useMyPitches,
  type Pitch,
} from 'mf-shared/entities/source-request';
import { OPPORTUNITY_TABS } from './tabs';
import './opportunities.css';

const PER_PAGE = 10;

const columns: PlainColumn<Pitch>[] = [
  {
    key: 'request',
    title: 'Request',
    render: (_, p) =>
      p.request ? <Link to={opportunityPath(p.request.id)}>{p.request.summary}</Link> : `Request ${p.request_id}`,
  },
  { key: 'guest', title: 'Guest', render: (_, p) => `${p.guest.first_name} ${p.guest.last_name}` },
  {
    key: 'status',
    title: 'Outcome',
    render: (_, p) => <Tag color={PITCH_STATUS_COLORS[p.status]}>{PITCH_STATUS_LABELS[p.status]}</Tag>,
  },
  { key: 'created_at', title: 'Sent', render: (_, p) => formatDate(p.created_at, 'dateTime') },
  { key: 'deadline', title: 'Deadline', render: (_, p) => formatDate(p.request?.deadline, 'dateTime') },
];

/** "78 %" of pitches shortlisted (or taken further), or none yet. */
export function shortlistRate(rate: number | null | undefined): string {
  return rate == null ? '—' : `${Math.round(rate * 100)} %`;
}

/** /opportunities/my-pitches: every pitch the account sent, with its outcome, and the shortlist rate. */
export default function MyPitchesPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useMyPitches({ page, per_page: PER_PAGE });
  return (
    <section>
      <PageHeader title="My pitches" subtitle="Every pitch your account sent, and where it stands." />
      <TabLinks label="Opportunities views" items={OPPORTUNITY_TABS} active={SOURCE_REQUEST_PATHS.MY_PITCHES} />
      <Panel style={{ margin: '16px 0', maxWidth: 360 }} data-testid="shortlist-rate">
        <div className="shortlist-rate">{shortlistRate(list.data?.meta.shortlist_rate)}</div>
        <div className="opportunity__meta">shortlisted or taken to an interview</div>
      </Panel>
      <PlainTable<Pitch>
        aria-label="My pitches"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey="id"
        loading={list.isFetching}
        emptyText="No pitches yet: open an opportunity and pitch one of your guests."
      />
      {list.data && list.data.meta.total > PER_PAGE && (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={list.data.meta.total}
          onPage={(p) => setSearch({ page: String(p) })}
          onPerPage={() => undefined}
        />
      )}
    </section>
  );
}
