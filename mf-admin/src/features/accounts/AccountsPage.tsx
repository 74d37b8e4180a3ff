import { Button, Flex, Tag } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate, ROLE, STATUS } from 'mf-shared';
import { actionsColumn, DataTable, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import { consolePage, PersonCell, personName } from '../../lib/Console';
import { ReasonDialog } from '../../lib/ReasonDialog';
import { useAccountAction, useAccounts, type Account, type AccountAction } from './api';

/** The statuses of spec section 4 in words, with a colour for the list. */
const STATUS_TAGS: Record<number, { label: string; color: string }> = {
  [STATUS.WAIT_FOR_APPROVING]: { label: 'Waiting for approval', color: 'gold' },
  [STATUS.SIMPLE_USER]: { label: 'Active', color: 'green' },
  [STATUS.MUST_ADD_GUEST]: { label: 'Must add a guest', color: 'blue' },
  [STATUS.MUST_PAY]: { label: 'Must pay', color: 'blue' },
  [STATUS.PAYMENT_IN_PROCESS]: { label: 'Payment in process', color: 'blue' },
  [STATUS.WILL_BE_DELETED]: { label: 'Will be deleted', color: 'volcano' },
  [STATUS.LOCKED_BY_ADMIN]: { label: 'Locked', color: 'red' },
};

/** Each action's words: the button, the dialog's title and what follows. */
const ACTIONS: Record<AccountAction, { label: string; note: string; done: string; danger?: boolean }> = {
  lock: {
    label: 'Lock',
    note: 'Their sessions end at once and they cannot sign in until unlocked. The reason is kept in the audit log.',
    done: 'is locked; their sessions are ended.',
    danger: true,
  },
  unlock: { label: 'Unlock', note: 'The reason is kept in the audit log.', done: 'is unlocked.' },
  'schedule-deletion': {
    label: 'Schedule deletion',
    note: 'The account reads WILL_BE_DELETED until its date; it can be restored until then.',
    done: 'will be deleted.',
    danger: true,
  },
  restore: { label: 'Restore', note: 'The scheduled deletion is cancelled.', done: 'is restored.' },
};

/** The actions an account's status allows. */
function actionsFor(a: Account): AccountAction[] {
  // Deleted by the daily job: anonymised, nothing to act on.
  if (a.deleted_at) return [];
  if (a.status === STATUS.LOCKED_BY_ADMIN) return ['unlock'];
  if (a.status === STATUS.WILL_BE_DELETED || a.date_deleting) return ['restore', 'lock'];
  return ['lock', 'schedule-deletion'];
}

function Accounts() {
  const table = useTableQuery({ sortKeys: [] });
  const { query } = table;
  const list = useAccounts({ page: query.page, per_page: query.perPage, ...(query.search && { q: query.search }) });
  const act = useAccountAction();
  const [asked, setAsked] = useState<{ account: Account; action: AccountAction } | null>(null);

  const columns: DataColumn<Account>[] = [
    {
      key: 'account',
      title: 'Account',
      render: (_: unknown, a) => (
        <PersonCell person={a}>
          {a.company_name && <Typography.Text type="secondary">{a.company_name}</Typography.Text>}
        </PersonCell>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, a) => {
        const tag = a.deleted_at
          ? { label: 'Deleted', color: 'default' }
          : (STATUS_TAGS[a.status] ?? { label: String(a.status), color: 'default' });
        return (
          <Flex vertical gap={2}>
            <span>
              <Tag color={tag.color}>{tag.label}</Tag>
            </span>
            {(a.deleted_at ?? a.date_deleting) && (
              <Typography.Text type="secondary">on {formatDate(a.deleted_at ?? a.date_deleting)}</Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'subscription',
      title: 'Subscription',
      render: (_: unknown, a) =>
        a.subscription ? `${a.subscription.plan} (${a.subscription.status})` : a.role === ROLE.EXPERT ? 'None' : '-',
    },
    {
      key: 'activity',
      title: 'Last sign-in',
      render: (_: unknown, a) => (a.last_sign_in_at ? formatDate(a.last_sign_in_at, 'dateTime') : 'Never'),
    },
    {
      key: 'guests',
      title: 'Guests and team',
      render: (_: unknown, a) =>
        a.team_owner
          ? `Team member of ${a.team_owner.email}`
          : a.role === ROLE.EXPERT
            ? `${a.guests_count} guests, ${a.team_members_count} team members`
            : '-',
    },
    actionsColumn((a) => (
      <Flex gap={4} wrap>
        {actionsFor(a).map((action) => (
          <Button
            key={action}
            size="small"
            danger={ACTIONS[action].danger}
            onClick={() => setAsked({ account: a, action })}
            aria-label={`${ACTIONS[action].label} ${personName(a)}`}
          >
            {ACTIONS[action].label}
          </Button>
        ))}
      </Flex>
    )),
  ];

  return (
    <>
      <DataTable<Account>
        aria-label="Accounts"
        table={table}
        columns={columns}
        {...listRows(list)}
        rowKey="id"
        search="Search by name or email"
      />
      {asked && (
        <ReasonDialog
          title={`${ACTIONS[asked.action].label}: ${personName(asked.account)}`}
          note={ACTIONS[asked.action].note}
          okText={ACTIONS[asked.action].label}
          danger={ACTIONS[asked.action].danger}
          onSubmit={async (reason) => {
            await act.mutateAsync({ id: asked.account.id, action: asked.action, reason });
            toast.success(`${personName(asked.account)} ${ACTIONS[asked.action].done}`);
          }}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}

/** /admin/accounts: find a journalist or expert by name or email; lock, unlock, delete or restore with a reason. */
export default consolePage('accounts', 'Accounts', Accounts);
