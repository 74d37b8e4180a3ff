import { Button, Card, Col, Row, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney, GST_PERCENT, ROUTES } from 'mf-shared';
import { QueryState } from 'mf-shared/kit/states';
import { usePlans, type Plan } from './api/billing';

export const GST_NOTE = `Prices are annual, before GST. GST of ${GST_PERCENT}% is added at checkout.`;

/** The section-9 plans as cards, for the Doctor or the Author package; 'Choose' goes to the checkout. */
export function PlanChooser({ current }: { current?: string | null }) {
  const plans = usePlans();
  const navigate = useNavigate();
  const [pkg, setPkg] = useState<Plan['package']>(current?.startsWith('author') ? 'author' : 'doctor');
  return (
    <QueryState query={plans}>
      {(all) => (
        <>
          <Segmented
            aria-label="Package"
            value={pkg}
            onChange={(value) => setPkg(value as Plan['package'])}
            options={[
              { label: 'Doctor', value: 'doctor' },
              { label: 'Author', value: 'author' },
            ]}
            style={{ marginBottom: 16 }}
          />
          <Row gutter={[16, 16]}>
            {all
              .filter((plan) => plan.package === pkg)
              .map((plan) => (
                <Col key={plan.slug} xs={24} md={8}>
                  <Card
                    title={plan.name}
                    data-testid={`plan-${plan.slug}`}
                    style={{ height: '100%' }}
                    actions={[
                      <Button
                        key="choose"
                        type="primary"
                        disabled={plan.slug === current}
                        aria-label={`Choose ${plan.name}`}
                        onClick={() => navigate(`${ROUTES.EXPERT_CHECKOUT}/${plan.slug}`)}
                      >
                        {plan.slug === current ? 'Your plan' : 'Choose'}
                      </Button>,
                    ]}
                  >
                    <Typography.Title level={3} style={{ marginTop: 0 }}>
                      {formatMoney(plan.price_cents, plan.currency)}
                      <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                        {' '}
                        a year + GST
                      </Typography.Text>
                    </Typography.Title>
                    <ul style={{ paddingLeft: 20, margin: 0 }}>
                      {plan.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  </Card>
                </Col>
              ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }} data-testid="gst-note">
            {GST_NOTE}
          </Typography.Paragraph>
        </>
      )}
    </QueryState>
  );
}
