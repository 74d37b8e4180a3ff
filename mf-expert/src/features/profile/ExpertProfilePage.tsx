import { lazy, type ReactNode } from 'react';
import { ROUTES, STATUS, effectiveStatus, useAuth } from 'mf-shared';
import { COMMON_PROFILE_TABS, ProfilePage, type ProfileTab } from 'mf-shared/entities/account';
import { Notice } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';

// Loaded when their tab opens; both are plain, so the profile carries no antd (issue 25).
const GuestsTab = lazy(async () => ({ default: (await import('./GuestsTab')).GuestsTab }));
const RequestAlertsTab = lazy(async () => ({ default: (await import('./RequestAlertsTab')).RequestAlertsTab }));

function PaymentTab() {
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  return status === STATUS.PAYMENT_IN_PROCESS ? (
    <Notice title="Your payment is being processed. We will let you know as soon as it is through." />
  ) : (
    <Typography.Paragraph>Your plan and payments.</Typography.Paragraph>
  );
}

/**
 * The expert profile's tabs in the spec's order (section 2): personal-info, company, security,
 * payment, guests, team-members, then request-alerts (issue 27). The team-members and payment tabs are
 * other features': routes.tsx composes them in (features never import each other), loaded when opened.
 */
export function expertProfileTabs(teamMembers: ReactNode, payment?: ReactNode): ProfileTab[] {
  return [
    ...COMMON_PROFILE_TABS,
    { key: 'payment', label: 'Payment', content: payment ?? <PaymentTab /> },
    { key: 'guests', label: 'Guests', content: <GuestsTab /> },
    { key: 'team-members', label: 'Team members', content: teamMembers },
    // Issue 27: which source requests the account hears of, and how often.
    { key: 'request-alerts', label: 'Request alerts', content: <RequestAlertsTab /> },
  ];
}

/** The expert profile; the team-members and payment tabs are other features', composed in by routes.tsx. */
export default function ExpertProfilePage({
  teamMembers = null,
  payment,
}: {
  teamMembers?: ReactNode;
  payment?: ReactNode;
}) {
  return <ProfilePage title="Profile" base={ROUTES.EXPERT_PROFILE} tabs={expertProfileTabs(teamMembers, payment)} />;
}
