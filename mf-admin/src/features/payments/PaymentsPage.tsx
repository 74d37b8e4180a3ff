import { Button, Flex, Segmented, Table, Tag } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from 'mf-shared';
import { formatMoney } from 'mf-shared/billing';
import { actionsColumn, DataTable, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import { consolePage, PersonCell, personName } from '../../lib/Console';
import { ConsoleDrawer } from '../../lib/ConsoleDrawer';
import { ReasonDialog } from '../../lib/ReasonDialog';
import { useAccountPayments, usePayments, useRefund, type Payment, type PaymentFilter, type Subscription } from './api';

const FILTERS: { value: PaymentFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'pending', label: 'Pending' },
];

const STATUS_COLOURS: Record<string, string> = {
  succeeded: 'green',
  failed: 'red',
  refunded: 'purple',
  pending: 'gold',
  active: 'green',
  cancelled: 'default',
  expired: 'default',
};

const StatusTag = ({ status }: { status: string }) => (
  <Tag color={STATUS_COLOURS[status] ?? 'default'}>{status[0].toUpperCase() + status.slice(1)}</Tag>
);

/** The columns a payment shows in both lists: when, what, how much, where it stands. */
function paymentColumns(refund: (p: Payment) => void): DataColumn<Payment>[] {
  return [
    { key: 'when', title: 'Date', render: (_: unknown, p) => formatDate(p.created_at, 'dateTime') },
    {
      key: 'what',
      title: 'Plan',
      render: (_: unknown, p) => (
        <Flex vertical gap={2}>
          <span>{p.plan_name ?? '-'}</span>
          {p.receipt_number && <Typography.Text type="secondary">Receipt {p.receipt_number}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: 'Amount',
      render: (_: unknown, p) => formatMoney(p.amount_cents, p.currency),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, p) => (
        <Flex vertical gap={2}>
          <span>
            <StatusTag status={p.status} />
          </span>
          <Typography.Text type="secondary">{p.provider}</Typography.Text>
        </Flex>
      ),
    },
    actionsColumn((p) =>
      p.status === 'succeeded' ? (
        <Button
          size="small"
          danger
          onClick={() => refund(p)}
          aria-label={`Refund ${formatMoney(p.amount_cents, p.currency)} to ${personName(p.account)}`}
        >
          Refund
        </Button>
      ) : null,
    ),
  ];
}

const subscriptionColumns = [
  { key: 'plan', title: 'Plan', dataIndex: 'plan_name' },
  { key: 'status', title: 'Status', render: (_: unknown, s: Subscription) => <StatusTag status={s.status} /> },
  {
    key: 'period',
    title: 'Paid until',
    render: (_: unknown, s: Subscription) =>
      s.current_period_end ? `${formatDate(s.current_period_end)}${s.cancel_at_period_end ? ' (ends then)' : ''}` : '-',
  },
  { key: 'provider', title: 'Provider', dataIndex: 'provider' },
  { key: 'since', title: 'Since', render: (_: unknown, s: Subscription) => formatDate(s.created_at) },
];

/** One account's subscriptions and payments, with Refund on each succeeded payment. */
function AccountDrawer({ id, onRefund, onClose }: { id: number; onRefund: (p: Payment) => void; onClose: () => void }) {
  const history = useAccountPayments(id);
  return (
    <ConsoleDrawer
      query={history}
      title={(data) => (data ? `Payments of ${personName(data.account)}` : 'Payments')}
      onClose={onClose}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <PersonCell person={data.account} />
          <section aria-label="Subscriptions">
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              Subscriptions
            </Typography.Title>
            <Table<Subscription>
              size="small"
              rowKey="id"
              pagination={false}
              columns={subscriptionColumns}
              dataSource={data.subscriptions}
              locale={{ emptyText: 'No subscription' }}
            />
          </section>
          <section aria-label="Payments of the account">
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              Payments
            </Typography.Title>
            <Table<Payment>
              size="small"
              rowKey="id"
              pagination={false}
              columns={paymentColumns(onRefund)}
              dataSource={data.payments}
              locale={{ emptyText: 'No payment' }}
            />
          </section>
        </Flex>
      )}
    </ConsoleDrawer>
  );
}

function Payments() {
  const table = useTableQuery({ sortKeys: [] });
  const { query, update } = table;
  const [status, setStatus] = useState<PaymentFilter>('all');
  const [account, setAccount] = useState<number | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const refund = useRefund();
  const list = usePayments({
    status,
    page: query.page,
    per_page: query.perPage,
    ...(query.search && { q: query.search }),
  });

  const columns: DataColumn<Payment>[] = [
    {
      key: 'account',
      title: 'Account',
      render: (_: unknown, p) => (
        <PersonCell person={p.account}>
          <span>
            <Button
              size="small"
              type="link"
              style={{ padding: 0 }}
              onClick={() => setAccount(p.account.id)}
              aria-label={`Subscriptions and payments of ${personName(p.account)}`}
            >
              Subscriptions and payments
            </Button>
          </span>
        </PersonCell>
      ),
    },
    ...paymentColumns(setRefunding),
  ];

  return (
    <>
      <Typography.Paragraph>
        Every payment, newest first. Search by the account&apos;s name or email; open an account for its subscriptions
        and all its payments. A refund gives the whole amount back through the provider that took it.
      </Typography.Paragraph>
      <DataTable<Payment>
        aria-label="Payments"
        table={table}
        columns={columns}
        {...listRows(list)}
        rowKey="id"
        search="Search by account name or email"
        toolbar={
          <Segmented<PaymentFilter>
            aria-label="Show"
            options={FILTERS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              update({ page: 1 });
            }}
          />
        }
      />
      {account !== null && <AccountDrawer id={account} onRefund={setRefunding} onClose={() => setAccount(null)} />}
      {refunding && (
        <ReasonDialog
          title={`Refund ${formatMoney(refunding.amount_cents, refunding.currency)} to ${personName(refunding.account)}`}
          note={`The whole amount goes back through ${refunding.provider}, and ${refunding.account.email} is told by mail. The reason stays in the audit log; it is not mailed.`}
          okText="Refund"
          danger
          onSubmit={async (reason) => {
            await refund.mutateAsync({ id: refunding.id, reason });
            toast.success(
              `${formatMoney(refunding.amount_cents, refunding.currency)} refunded to ${personName(refunding.account)}.`,
            );
          }}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}

/** /admin/payments (owners): payments by account and status, an account's subscriptions, refunds with a reason. */
export default consolePage('payments', 'Payments', Payments);
