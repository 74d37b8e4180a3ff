import { Button, Descriptions } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { Link, useParams } from 'react-router-dom';
import { formatMoney, GST_PERCENT, ROUTES } from 'mf-shared';
import { QueryState } from 'mf-shared/kit/states';
import { usePlan, useStartCheckout } from './api/billing';
import { Panel } from 'mf-shared/kit/panel';

/** /expert/checkout/{plan}: the order summary with GST; 'Pay' opens the provider's checkout page. */
export default function CheckoutPage() {
  const { planId = '' } = useParams();
  const plan = usePlan(planId);
  const start = useStartCheckout();
  return (
    <section style={{ maxWidth: 640, margin: '40px auto', padding: '0 16px' }}>
      <Typography.Title level={1}>Checkout</Typography.Title>
      <QueryState query={plan}>
        {(p) => (
          <Panel title="Order summary">
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Plan">{p.name}</Descriptions.Item>
              <Descriptions.Item label="Billed">Yearly, renews until cancelled</Descriptions.Item>
              <Descriptions.Item label="Price before GST">{formatMoney(p.price_cents, p.currency)}</Descriptions.Item>
              <Descriptions.Item label={`GST ${GST_PERCENT}%`}>
                {formatMoney(p.gst_cents, p.currency)}
              </Descriptions.Item>
              <Descriptions.Item label="Total">
                <strong data-testid="checkout-total">{formatMoney(p.total_cents, p.currency)}</strong>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              You can cancel at any time in your profile; the plan stays active until the end of the paid year.
            </Typography.Paragraph>
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Link to={ROUTES.REG_AS_EXPERT3}>
                <Button>Back to plans</Button>
              </Link>
              <Button
                type="primary"
                loading={start.isPending || start.isSuccess}
                onClick={() =>
                  start.mutate(p.slug, { onSuccess: ({ checkout_url }) => window.location.assign(checkout_url) })
                }
              >
                Pay
              </Button>
            </div>
          </Panel>
        )}
      </QueryState>
    </section>
  );
}
