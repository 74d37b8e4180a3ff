import { Button } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ACCESS_MESSAGES, authStore, homeRoute, localPath, ROUTES, STATUS } from 'mf-shared';
import { RegistrationForm } from 'mf-shared/entities/account';
import { SocialButtons } from 'mf-shared/entities/social-sign-in';
import { Panel } from 'mf-shared/kit/panel';

export default function RegisterJournalistPage() {
  const navigate = useNavigate();
  // From the login dialog opened on a page (a story's Discuss now): back to that page once registered.
  const next = localPath(useSearchParams()[0].get('next'));
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
      <Panel>
        <RegistrationForm
          endpoint="/auth/registration-journalist"
          submitLabel="Register"
          actions={<Button onClick={() => navigate(ROUTES.MAIN)}>Back to main page</Button>}
          onRegistered={(user) => {
            toast.info(ACCESS_MESSAGES[STATUS.WAIT_FOR_APPROVING]!);
            navigate(next ?? homeRoute(user));
          }}
        />
      </Panel>
    </section>
  );
}
