import { Alert, Typography } from 'antd';
import { ROUTES, STATUS, effectiveStatus, useAuth } from 'mf-shared';
import { COMMON_PROFILE_TABS, ProfilePage } from 'mf-shared/entities/account';

function PaymentTab() {
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  return status === STATUS.PAYMENT_IN_PROCESS ? (
    <Alert
      type="info"
      showIcon
      title="Your payment is being processed. We will let you know as soon as it is through."
    />
  ) : (
    <Typography.Paragraph>Your plan and payments.</Typography.Paragraph>
  );
}

const TABS = [...COMMON_PROFILE_TABS, { key: 'payment', label: 'Payment', content: <PaymentTab /> }];

export default function ExpertProfilePage() {
  return <ProfilePage title="Profile" base={ROUTES.EXPERT_PROFILE} tabs={TABS} />;
}
