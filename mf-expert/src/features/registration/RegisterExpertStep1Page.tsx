import { Button, Card, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore, ROUTES } from 'mf-shared';
import { RegistrationForm } from 'mf-shared/entities/account';

export default function RegisterExpertStep1Page() {
  const navigate = useNavigate();
  useEffect(() => authStore.getState().setUserType('expert'), []);
  return (
    <section style={{ maxWidth: 760, margin: '40px auto', padding: '0 16px' }}>
      <Typography.Text type="secondary">Register as an Expert: step 1 of 3</Typography.Text>
      <Typography.Title level={1}>Enter an account manager&apos;s info</Typography.Title>
      <Typography.Paragraph>Enter your own info if you manage the account yourself.</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
        {/* Social sign-in is off unless this server is configured for it. */}
        <Tooltip title="Social sign-in is not configured on this server">
          <Button disabled>Continue with Google</Button>
        </Tooltip>
        <Tooltip title="Social sign-in is not configured on this server">
          <Button disabled>Continue with LinkedIn</Button>
        </Tooltip>
      </div>
      <Card>
        <RegistrationForm
          endpoint="/auth/registration-expert"
          submitLabel="Next"
          actions={<Button onClick={() => navigate(ROUTES.MAIN)}>Back to main page</Button>}
          onRegistered={() => navigate(ROUTES.REG_AS_EXPERT2)}
        />
      </Card>
    </section>
  );
}
