import { Link, useNavigate } from 'react-router-dom';
import { formatDate, ROUTES } from 'mf-shared';
import type { MyEventItem } from 'mf-shared/entities/event';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Tag } from 'mf-shared/kit/plain';
import { actionsColumn, DataTable, EditDeleteActions, type DataColumn } from 'mf-shared/kit/table';
import { useMyEventsTable } from '../../lib/myEvents';
import { briefingEditPath, briefingViewPath, eventPagePath } from './paths';
import { HiddenByModerator } from '../../lib/HiddenByModerator';

/** /background-briefing and /background-briefing/list: the account's briefings with their registrants (plain). */
export default function BriefingListPage() {
  const { table, rows, remove } = useMyEventsTable('event');
  const navigate = useNavigate();
  const columns: DataColumn<MyEventItem>[] = [
    {
      key: 'start_date',
      sortKey: 'start_date',
      title: 'Date',
      render: (_: unknown, e) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(e.start_date)}</span>,
    },
    {
      key: 'heading',
      sortKey: 'heading',
      title: 'Heading',
      render: (_: unknown, e) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          <Link to={eventPagePath(e.id)}>{e.heading}</Link>
          {e.embargoed && <Tag color="orange">Embargoed</Tag>}
          <HiddenByModerator item={e} />
        </span>
      ),
    },
    { key: 'location', title: 'Location', render: (_: unknown, e) => e.location ?? '-' },
    {
      key: 'registrants',
      title: 'Registrants',
      render: (_: unknown, e) => (
        <Link to={briefingViewPath(e.id)} aria-label={`${e.registrants_count} registrants of ${e.heading}`}>
          {e.registrants_count}
        </Link>
      ),
    },
    actionsColumn((e) => (
      <EditDeleteActions
        name={e.heading}
        editTo={briefingEditPath(e.id)}
        deleteDescription="It leaves the public pages at once."
        onDelete={() => remove(e.id)}
      />
    )),
  ];
  return (
    <section>
      <PageHeader
        title="Background Briefing"
        subtitle="Briefings for vetted journalists: registration, questions in advance and embargoes that lift on time."
        actions={
          <Button variant="primary" onClick={() => navigate(ROUTES.BRIEFING_CREATE)}>
            Create briefing
          </Button>
        }
      />
      <DataTable<MyEventItem>
        aria-label="Your briefings"
        table={table}
        columns={columns}
        {...rows}
        rowKey="id"
        search="Search briefings"
      />
    </section>
  );
}
