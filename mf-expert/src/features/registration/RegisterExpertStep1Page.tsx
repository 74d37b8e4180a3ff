import { Button } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authStore, ROUTES, STORAGE_KEYS } from 'mf-shared';
import { RegistrationForm } from 'mf-shared/entities/account';
import { SocialButtons } from 'mf-shared/entities/social-sign-in';
import { Panel } from 'mf-shared/kit/panel';

export default function RegisterExpertStep1Page() {
  const navigate = useNavigate();
  const fromPackage = useSearchParams()[0].get('package');
  useEffect(() => authStore.getState().setUserType('expert'), []);
  // From /doctor or /author: the plan step (step 3) opens on that package's plans.
  useEffect(() => {
    if (fromPackage === 'doctor' || fromPackage === 'author') sessionStorage.setItem(STORAGE_KEYS.PACKAGE, fromPackage);
  }, [fromPackage]);
  return (
    <section style={{ maxWidth: 760, margin: '40px auto', padding: '0 16px' }}>
      <Typography.Text type="secondary">Register as an Expert: step 1 of 3</Typography.Text>
      <Typography.Title level={1}>Enter an account manager&apos;s info</Typography.Title>
      <Typography.Paragraph>Enter your own info if you manage the account yourself.</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        {/* On when this server is configured for the provider; the expert then completes the account. */}
        <SocialButtons userType="expert" />
      </div>
      <Panel>
        <RegistrationForm
          endpoint="/auth/registration-expert"
          submitLabel="Next"
          actions={<Button onClick={() => navigate(ROUTES.MAIN)}>Back to main page</Button>}
          onRegistered={() => navigate(ROUTES.REG_AS_EXPERT2)}
        />
      </Panel>
    </section>
  );
}
