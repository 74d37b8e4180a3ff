import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { Tag } from 'mf-shared/kit/plain';
import { Pager, PlainTable, type PlainColumn } from 'mf-shared/kit/table';
import { TabLinks } from 'mf-shared/kit/tab-links';
import {
  DeadlineCountdown,
  mediumLabel,
  requestPath,
  SOURCE_REQUEST_PATHS,
  useSourceRequests,
  type RequestStatus,
  type SourceRequest,
} from 'mf-shared/entities/source-request';
import './requests.css';

const PER_PAGE = 10;
const OPEN_TAB = SOURCE_REQUEST_PATHS.LIST;
const CLOSED_TAB = `${SOURCE_REQUEST_PATHS.LIST}?status=closed`;
const TABS = [
  { to: OPEN_TAB, label: 'Open' },
  { to: CLOSED_TAB, label: 'Closed' },
];

const columns = (status: RequestStatus): PlainColumn<SourceRequest>[] => [
  {
    key: 'summary',
    title: 'Request',
    render: (_, r) => (
      <>
        <Link to={requestPath(r.id)}>{r.summary}</Link>
        <div className="requests__meta">
          {mediumLabel(r.medium)} · {r.expertise.map((e) => e.name).join(', ')}
        </div>
      </>
    ),
  },
  status === 'open'
    ? {
        key: 'deadline',
        title: 'Deadline',
        render: (_, r) => (
          <>
            <div>{formatDate(r.deadline, 'dateTime')}</div>
            <DeadlineCountdown deadline={r.deadline} className="requests__meta" />
          </>
        ),
      }
    : { key: 'closed_at', title: 'Closed', render: (_, r) => formatDate(r.closed_at ?? r.deadline, 'dateTime') },
  {
    key: 'pitches',
    title: 'Pitches',
    render: (_, r) => (
      <span aria-label={`${r.pitches_count} pitches, ${r.new_pitches_count} new`}>
        {r.pitches_count}
        {r.new_pitches_count > 0 && (
          <Tag color="blue" style={{ marginLeft: 8 }}>
            {r.new_pitches_count} new
          </Tag>
        )}
      </span>
    ),
  },
];

/** /requests: the journalist's own requests, open (soonest deadline first) or closed, with their new pitches. */
export default function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const status: RequestStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSourceRequests({ status, page, per_page: PER_PAGE });

  return (
    <section className="requests">
      <PageHeader
        title="Requests"
        subtitle="Ask for the sources you need by a deadline; matching experts pitch their guests."
        actions={
          <Link className="ant-btn ant-btn-primary" to={SOURCE_REQUEST_PATHS.NEW}>
            New request
          </Link>
        }
      />
      <TabLinks label="Requests by status" active={status === 'open' ? OPEN_TAB : CLOSED_TAB} items={TABS} />
      <PlainTable<SourceRequest>
        aria-label={status === 'open' ? 'Open requests' : 'Closed requests'}
        columns={columns(status)}
        rows={list.data?.data ?? []}
        rowKey="id"
        loading={list.isFetching}
        emptyText={
          status === 'open'
            ? 'No open requests. Post one and matching experts hear of it at once.'
            : 'No closed requests yet.'
        }
      />
      {list.data && list.data.meta.total > PER_PAGE && (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={list.data.meta.total}
          onPage={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }))}
          onPerPage={() => undefined}
        />
      )}
    </section>
  );
}
