import { Typography } from 'mf-shared/kit/typography';
import { formatDate } from 'mf-shared';
import type { ApiAnswer, ApiItem } from 'mf-shared/contract';
import { DataTable, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import { consolePage } from '../../lib/Console';
import { useStaffList } from '../../lib/staffApi';

type AuditLine = ApiItem<'/staff/audit'>;

/** The details an audit line keeps, as one readable line ("email: …, status: 0 → 1"). */
function detailsText(details: AuditLine['details']): string {
  const entries = Object.entries(details ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== '');
  return entries
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

function Audit() {
  const table = useTableQuery({ sortKeys: [] });
  const { query } = table;
  const list = useStaffList<ApiAnswer<'/staff/audit'>>('/staff/audit', {
    page: query.page,
    per_page: query.perPage,
    ...(query.search && { q: query.search }),
  });

  const columns: DataColumn<AuditLine>[] = [
    { key: 'when', title: 'When', render: (_: unknown, l) => formatDate(l.created_at, 'dateTime') },
    {
      key: 'who',
      title: 'Who',
      render: (_: unknown, l) => (l.staff ? `${l.staff.email} (${l.staff.role})` : 'Command line on the server'),
    },
    { key: 'action', title: 'Action', render: (_: unknown, l) => <code>{l.action}</code> },
    {
      key: 'target',
      title: 'To whom',
      render: (_: unknown, l) => (l.target_id === null ? l.target_type : `${l.target_type} #${l.target_id}`),
    },
    { key: 'reason', title: 'Why', render: (_: unknown, l) => l.reason ?? '-' },
    {
      key: 'details',
      title: 'Details',
      render: (_: unknown, l) => <Typography.Text type="secondary">{detailsText(l.details)}</Typography.Text>,
    },
  ];

  return (
    <>
      <Typography.Paragraph>Every staff action, newest first. Lines are never changed or removed.</Typography.Paragraph>
      <DataTable<AuditLine>
        aria-label="Audit log"
        table={table}
        columns={columns}
        {...listRows(list)}
        rowKey="id"
        search="Search by staff email, action or target"
      />
    </>
  );
}

/** /admin/audit: every staff action, newest first, searched by staff email, action or target. Read-only. */
export default consolePage('audit', 'Audit log', Audit);
