import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Typography } from 'mf-shared/kit/typography';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDate, formatMoney, homeRoute, ROUTES, STATUS } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { Button, Facts, Notice, Spinner, Tag, type TagColor } from 'mf-shared/kit/plain';
import { QueryState } from 'mf-shared/kit/states';
import {
  useAbandonCheckout,
  useCancelPaypalSubscription,
  useCancelSubscription,
  useDownloadReceipt,
  usePayments,
  useResumeSubscription,
  useStatusUpdate,
  useSyncUser,
  type Payment,
  type Subscription,
} from './api/billing';
import { PlainTable } from 'mf-shared/kit/table';
import { Panel } from 'mf-shared/kit/panel';
import './payment.css';

// The tab and the plans are plain (issue 25); the plans load when the owner asks to change plan.
const PlanChooser = lazy(async () => ({ default: (await import('./PlanChooser')).PlanChooser }));

/** How often the payment page asks whether the payment went through. */
export const STATUS_POLL_MS = 3000;

/** A payment's status in words, on a tag of its colour (the API's values are not for reading). */
const PAYMENT_STATUS: Record<Payment['status'], { label: string; color: TagColor }> = {
  pending: { label: 'Pending', color: 'gold' },
  succeeded: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'default' },
};

/** What cancelling says: the end date as every date here is shown (the spec's, in the reader's zone). */
const endsOnMessage = (iso: string | null) => `Your subscription ends on ${formatDate(iso)}`;

/**
 * PAYMENT_IN_PROCESS: waits for the provider's event, then moves on by itself. The owner can stop
 * waiting: the open checkout closes and the account chooses a plan again (the tab then moves on to
 * the plans by itself, as after a failed payment).
 */
function Waiting({ checkoutUrl, managesPayment }: { checkoutUrl: string | null; managesPayment: boolean }) {
  const abandon = useAbandonCheckout();
  return (
    <div className="payment-stack">
      <Notice
        tone="info"
        title="Your payment is being processed. We will let you know as soon as it is through."
        data-testid="payment-waiting"
      />
      {checkoutUrl && (
        <Typography.Paragraph>
          Not finished paying? <a href={checkoutUrl}>Open the checkout page</a>
        </Typography.Paragraph>
      )}
      {managesPayment && (
        <Confirm
          title="Leave this checkout?"
          description="It is closed and nothing is charged; you choose a plan again."
          okText="Leave checkout"
          cancelText="Keep waiting"
          onConfirm={() => abandon.mutateAsync()}
        >
          <Button>Choose a plan</Button>
        </Confirm>
      )}
    </div>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const cancel = useCancelSubscription();
  const cancelPaypal = useCancelPaypalSubscription();
  const resume = useResumeSubscription();
  const said = (answer: { message?: string }) => toast.success(answer.message ?? 'Success');
  // The server's message names the day in UTC: the date it answers is shown as the page shows it.
  const cancelled = (answer: { data: Subscription; message?: string }) =>
    answer.data.ends_on ? toast.success(endsOnMessage(answer.data.ends_on)) : said(answer);
  const { plan } = subscription;
  const paypal = subscription.provider === 'paypal';
  const name = paypal ? `${plan.name} (PayPal)` : plan.name;
  // A legacy PayPal plan is not renewed here: it ends at its period's end, cancelled or not.
  const endsOn = subscription.ends_on ?? (paypal ? subscription.current_period_end : null);
  return (
    <Panel title="Your plan">
      <Facts
        variant="inline"
        className="payment-facts"
        facts={[
          { label: 'Plan', value: name },
          {
            label: 'Price',
            value: `${formatMoney(plan.price_cents, plan.currency)} a year + GST (${formatMoney(plan.total_cents, plan.currency)})`,
          },
          endsOn
            ? { label: 'Ends on', value: <span data-testid="ends-on">{formatDate(endsOn)}</span> }
            : {
                label: 'Renews on',
                value: <span data-testid="renews-on">{formatDate(subscription.current_period_end)}</span>,
              },
        ]}
      />
      {subscription.cancel_at_period_end ? (
        // The legacy PayPal endpoints have no resume.
        !paypal && (
          <Confirm
            title="Resume your subscription?"
            description={`It will renew on ${formatDate(subscription.current_period_end)}.`}
            okText="Resume"
            onConfirm={() => resume.mutateAsync(plan.slug).then(said)}
          >
            <Button variant="primary">Resume subscription</Button>
          </Confirm>
        )
      ) : (
        <Confirm
          title="Cancel your subscription?"
          description={`It stays active and ends on ${formatDate(subscription.current_period_end)}.`}
          okText="Cancel subscription"
          cancelText="Keep it"
          danger
          onConfirm={() => (paypal ? cancelPaypal.mutateAsync() : cancel.mutateAsync(plan.slug)).then(cancelled)}
        >
          <Button danger>Cancel subscription</Button>
        </Confirm>
      )}
    </Panel>
  );
}

function Invoices() {
  const payments = usePayments();
  const download = useDownloadReceipt();
  return (
    <Panel title="Invoices">
      <PlainTable<Payment>
        rowKey="id"
        size="small"
        rows={payments.data ?? []}
        loading={payments.isPending}
        columns={[
          {
            title: 'Date',
            key: 'created_at',
            dataIndex: 'created_at',
            render: (value: string | null) => formatDate(value),
          },
          { title: 'Plan', key: 'plan_name', dataIndex: 'plan_name' },
          {
            title: 'Total',
            key: 'total',
            render: (_, p) =>
              `${formatMoney(p.amount_cents, p.currency)} (GST ${formatMoney(p.gst_cents, p.currency)})`,
          },
          {
            title: 'Status',
            key: 'status',
            dataIndex: 'status',
            render: (status: Payment['status']) => {
              const shown = PAYMENT_STATUS[status] ?? { label: status, color: 'default' as const };
              return <Tag color={shown.color}>{shown.label}</Tag>;
            },
          },
          {
            title: 'Receipt',
            key: 'receipt',
            render: (_, p) =>
              p.receipt_number ? (
                <Button
                  size="small"
                  onClick={() => download.mutate(p)}
                  aria-label={`Download receipt ${p.receipt_number}`}
                >
                  {p.receipt_number}
                </Button>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </Panel>
  );
}

/**
 * The profile's payment tab, and the page an account in PAYMENT_IN_PROCESS lands on: the plan,
 * its renewal or end date, cancel and resume, a change of plan, and the invoices with receipts.
 */
export function PaymentTab() {
  const status = useStatusUpdate(STATUS_POLL_MS);
  const sync = useSyncUser();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const now = status.data?.status;
  const user = status.data?.user;
  const seen = useRef<number | undefined>(undefined);
  // A payment that went through (or failed) moves the page on by itself.
  useEffect(() => {
    if (now === undefined || !user) return;
    if (seen.current === STATUS.PAYMENT_IN_PROCESS && now !== STATUS.PAYMENT_IN_PROCESS) {
      sync(user);
      navigate(now === STATUS.SIMPLE_USER ? ROUTES.EXPERT_PAYMENT_SUCCESS : homeRoute(user));
    }
    seen.current = now;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now]);
  return (
    <QueryState query={status}>
      {(data) =>
        data.status === STATUS.PAYMENT_IN_PROCESS ? (
          <Waiting checkoutUrl={data.checkout_url} managesPayment={data.manages_payment} />
        ) : (
          <div className="payment-stack payment-stack--large">
            {!data.manages_payment ? (
              <Notice tone="info" title="Only the account owner manages the plan and payments." />
            ) : data.subscription ? (
              <SubscriptionCard subscription={data.subscription} />
            ) : (
              <div className="payment-no-plan">
                <Notice tone="warning" title="You have no active plan." />
                {data.status === STATUS.MUST_PAY && (
                  <Link to={ROUTES.REG_AS_EXPERT3}>
                    <Button variant="primary">Choose a plan</Button>
                  </Link>
                )}
              </div>
            )}
            {data.manages_payment && data.subscription && data.subscription.provider !== 'paypal' && (
              <div>
                <Button onClick={() => setChanging(!changing)}>{changing ? 'Keep my plan' : 'Change plan'}</Button>
                {changing && (
                  <div style={{ marginTop: 16 }}>
                    <Suspense fallback={<Spinner label="Loading the plans" />}>
                      <PlanChooser current={data.subscription.plan.slug} />
                    </Suspense>
                  </div>
                )}
              </div>
            )}
            {data.manages_payment && <Invoices />}
          </div>
        )
      }
    </QueryState>
  );
}
