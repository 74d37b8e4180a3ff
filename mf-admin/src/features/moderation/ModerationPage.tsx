import { Button, Flex, Segmented, Tag } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from 'mf-shared';
import { actionsColumn, DataTable, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import { REPORT_ITEM_LABELS, REPORT_REASON_LABELS, type ReportReason } from 'mf-shared/validation';
import { consolePage } from '../../lib/Console';
import { ReasonDialog } from '../../lib/ReasonDialog';
import {
  useDismissReports,
  useRecentItems,
  useReportGroups,
  useSetHidden,
  type ModerationItem,
  type RecentItem,
  type ReportGroup,
} from './api';

type View = 'reports' | 'recent';

/** Rows keyed by kind and id: a news item and a guest may share an id. */
function keyed<T extends ModerationItem, M>(list: { rows: readonly T[] | undefined; meta: M; loading: boolean }) {
  return { ...list, rows: list.rows?.map((row) => ({ ...row, key: `${row.item_type}:${row.item_id}` })) };
}

const VIEWS: { value: View; label: string }[] = [
  { value: 'reports', label: 'Open reports' },
  { value: 'recent', label: 'Recently published' },
];

const shortTitle = (item: ModerationItem) => (item.title.length > 60 ? `${item.title.slice(0, 57)}…` : item.title);

/** The item: its kind, its title (a link to its public page, when it has one) and whether it is hidden. */
function ItemCell({ item }: { item: ModerationItem & { path: string | null } }) {
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag>{REPORT_ITEM_LABELS[item.item_type]}</Tag>
        {item.hidden_at && <Tag color="red">Hidden</Tag>}
      </span>
      {item.path && !item.hidden_at ? (
        <a href={item.path} target="_blank" rel="noreferrer">
          {item.title}
        </a>
      ) : (
        <Typography.Text>{item.title}</Typography.Text>
      )}
      {item.hidden_at && (
        <Typography.Text type="secondary">
          Hidden {formatDate(item.hidden_at, 'dateTime')}: {item.hidden_reason}
        </Typography.Text>
      )}
    </Flex>
  );
}

function OwnerCell({ owner }: { owner: { name: string; email: string } }) {
  return (
    <Flex vertical gap={2}>
      <strong>{owner.name.trim() || owner.email}</strong>
      <span>{owner.email}</span>
    </Flex>
  );
}

function ReportsCell({ group }: { group: ReportGroup }) {
  const reasons = Object.entries(group.reasons) as [ReportReason, number][];
  return (
    <Flex vertical gap={4}>
      <strong>
        {group.reports_count} {group.reports_count === 1 ? 'report' : 'reports'}
      </strong>
      <span>
        {reasons.map(([reason, n]) => (
          <Tag key={reason}>
            {REPORT_REASON_LABELS[reason] ?? reason}: {n}
          </Tag>
        ))}
      </span>
      {group.notes.map((note, i) => (
        <Typography.Text key={i} type="secondary" italic>
          “{note}”
        </Typography.Text>
      ))}
      <Typography.Text type="secondary">Last {formatDate(group.last_reported_at, 'dateTime')}</Typography.Text>
    </Flex>
  );
}

function Moderation() {
  const table = useTableQuery({ sortKeys: [] });
  const { query, update } = table;
  const [view, setView] = useState<View>('reports');
  const paging = { page: query.page, per_page: query.perPage };
  const reports = useReportGroups(paging);
  const recent = useRecentItems(paging);
  const reportRows = keyed(listRows(reports));
  const recentRows = keyed(listRows(recent));
  const setHidden = useSetHidden();
  const dismiss = useDismissReports();
  const [asked, setAsked] = useState<{ item: ModerationItem; hide: boolean } | null>(null);

  const hideButtons = (item: ModerationItem) =>
    item.hidden_at ? (
      <Button size="small" onClick={() => setAsked({ item, hide: false })} aria-label={`Unhide ${shortTitle(item)}`}>
        Unhide
      </Button>
    ) : (
      <Button
        size="small"
        danger
        onClick={() => setAsked({ item, hide: true })}
        aria-label={`Hide ${shortTitle(item)}`}
      >
        Hide
      </Button>
    );

  const reportColumns: DataColumn<ReportGroup & { key: string }>[] = [
    { key: 'item', title: 'Item', render: (_: unknown, g) => <ItemCell item={g} /> },
    { key: 'owner', title: 'Owner', render: (_: unknown, g) => <OwnerCell owner={g.owner} /> },
    { key: 'reports', title: 'Reports', render: (_: unknown, g) => <ReportsCell group={g} /> },
    actionsColumn((g) => (
      <Flex gap={4} wrap>
        {hideButtons(g)}
        <Button
          size="small"
          loading={dismiss.isPending && dismiss.variables?.item === g}
          aria-label={`Dismiss the reports of ${shortTitle(g)}`}
          onClick={() =>
            dismiss.mutate(
              { item: g },
              { onSuccess: () => toast.success(`The reports of “${shortTitle(g)}” are dismissed.`) },
            )
          }
        >
          Dismiss
        </Button>
      </Flex>
    )),
  ];

  const recentColumns: DataColumn<RecentItem & { key: string }>[] = [
    { key: 'item', title: 'Item', render: (_: unknown, r) => <ItemCell item={r} /> },
    { key: 'owner', title: 'Owner', render: (_: unknown, r) => <OwnerCell owner={r.owner} /> },
    { key: 'published', title: 'Published', render: (_: unknown, r) => formatDate(r.created_at, 'dateTime') },
    {
      key: 'open_reports',
      title: 'Open reports',
      render: (_: unknown, r) => (r.open_reports > 0 ? <Tag color="orange">{r.open_reports}</Tag> : 'None'),
    },
    actionsColumn((r) => hideButtons(r)),
  ];

  const toolbar = (
    <Segmented<View>
      aria-label="Show"
      options={VIEWS}
      value={view}
      onChange={(value) => {
        setView(value);
        update({ page: 1 });
      }}
    />
  );

  return (
    <>
      <Typography.Paragraph type="secondary">
        Hiding takes an item out of every public list, page, the directory and search; its owner is told the reason by
        notification and mail and still sees it, marked hidden. Dismissing closes the reports and leaves the item as it
        is.
      </Typography.Paragraph>
      {view === 'reports' ? (
        <DataTable<ReportGroup & { key: string }>
          aria-label="Open reports"
          table={table}
          columns={reportColumns}
          {...reportRows}
          rowKey="key"
          toolbar={toolbar}
        />
      ) : (
        <DataTable<RecentItem & { key: string }>
          aria-label="Recently published"
          table={table}
          columns={recentColumns}
          {...recentRows}
          rowKey="key"
          toolbar={toolbar}
        />
      )}
      {asked && (
        <ReasonDialog
          title={`${asked.hide ? 'Hide' : 'Unhide'}: ${shortTitle(asked.item)}`}
          note={
            asked.hide
              ? 'It leaves every public list, page, the directory and search. Its owner is told this reason by notification and mail; it is kept in the audit log.'
              : 'It shows again where it showed before. Its owner is told this reason; it is kept in the audit log.'
          }
          okText={asked.hide ? 'Hide' : 'Unhide'}
          danger={asked.hide}
          onSubmit={async (reason) => {
            await setHidden.mutateAsync({ item: asked.item, hide: asked.hide, reason });
            toast.success(
              asked.hide
                ? `“${shortTitle(asked.item)}” is hidden; its owner has been told why.`
                : `“${shortTitle(asked.item)}” is visible again.`,
            );
          }}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}

/** /admin/moderation: open reports grouped by item and what was published lately; hide, unhide, dismiss. */
export default consolePage('reports', 'Moderation', Moderation);
