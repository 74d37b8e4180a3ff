import { Button, Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ACCESS_MESSAGES, authStore, homeRoute, ROUTES, STATUS } from 'mf-shared';
import { RegistrationForm } from 'mf-shared/entities/account';
import { SocialButtons } from 'mf-shared/entities/social-sign-in';

export default function RegisterJournalistPage() {
  const navigate = useNavigate();
  useEffect(() => authStore.getState().setUserType('journalist'), []);
  return (
    <section style={{ maxWidth: 760, margin: '40px auto', padding: '0 16px' }}>
      <Typography.Title level={1}>Register as a Journalist</Typography.Title>
      <Typography.Paragraph>
        Free for journalists, podcasters and event managers. We check every account, usually within 24 hours.
      </Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <SocialButtons userType="journalist" />
      </div>
      <Card>
        <RegistrationForm
          endpoint="/auth/registration-journalist"
          submitLabel="Register"
          actions={<Button onClick={() => navigate(ROUTES.MAIN)}>Back to main page</Button>}
          onRegistered={(user) => {
            toast.info(ACCESS_MESSAGES[STATUS.WAIT_FOR_APPROVING]!);
            navigate(homeRoute(user));
          }}
        />
      </Card>
    </section>
  );
}
