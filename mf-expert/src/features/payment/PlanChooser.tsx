import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney, GST_PERCENT, ROUTES, STORAGE_KEYS } from 'mf-shared';
import { QueryState } from 'mf-shared/kit/states';
import { usePlans, type Plan } from './api/billing';
import { Panel } from 'mf-shared/kit/panel';
import { Button, Segmented } from 'mf-shared/kit/plain';
import './plans.css';

export const GST_NOTE = `Prices are annual, before GST. GST of ${GST_PERCENT}% is added at checkout.`;

const PACKAGES: { label: string; value: Plan['package'] }[] = [
  { label: 'Any field', value: 'general' },
  { label: 'Doctor', value: 'doctor' },
  { label: 'Author', value: 'author' },
];

/** The package page (/doctor, /author) the expert registered from, if any (RegisterExpertStep1Page). */
function cameFrom(): Plan['package'] | null {
  const value = globalThis.sessionStorage?.getItem(STORAGE_KEYS.PACKAGE);
  return value === 'doctor' || value === 'author' ? value : null;
}

/**
 * The section-9 plans as cards: Visibility, Proficiency and Advocacy for any expert first, or the
 * Doctor or Author package's own (their Advocacy has the package's extras); 'Choose' goes to the
 * checkout. An expert on a package plan, or who registered from /doctor or /author, sees that package first.
 */
export function PlanChooser({ current }: { current?: string | null }) {
  const plans = usePlans();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Plan['package'] | null>(null);
  return (
    <QueryState query={plans}>
      {(all) => {
        const pkg = picked ?? all.find((plan) => plan.slug === current)?.package ?? cameFrom() ?? 'general';
        return (
          <>
            <div className="plan-chooser__packages">
              <Segmented
                label="Package"
                value={pkg}
                onChange={setPicked}
                options={PACKAGES.filter((p) => all.some((plan) => plan.package === p.value))}
              />
            </div>
            <Typography.Paragraph type="secondary">
              The same three plans fit any field. The <Link to="/doctor">Doctor</Link> and{' '}
              <Link to="/author">Author</Link> packages add their own extras to Advocacy.
            </Typography.Paragraph>
            <ul className="plan-chooser__plans">
              {all
                .filter((plan) => plan.package === pkg)
                .map((plan) => (
                  <li key={plan.slug}>
                    <Panel
                      title={plan.name}
                      data-testid={`plan-${plan.slug}`}
                      style={{ height: '100%' }}
                      actions={[
                        <Button
                          key="choose"
                          variant="primary"
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
                      <ul className="plan-chooser__features">
                        {plan.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                    </Panel>
                  </li>
                ))}
            </ul>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }} data-testid="gst-note">
              {GST_NOTE}
            </Typography.Paragraph>
          </>
        );
      }}
    </QueryState>
  );
}
