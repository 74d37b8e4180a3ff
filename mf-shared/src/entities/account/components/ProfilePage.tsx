import { Alert, Tabs } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ACCESS_MESSAGES, effectiveStatus, useAuth } from 'mf-shared';
import { DeletionNotice, useDeletionDate } from './AccountLifecycle';
import { CompanyTab } from './CompanyTab';
import { PersonalInfoTab } from './PersonalInfoTab';
import { SecurityTab } from './SecurityTab';

export interface ProfileTab {
  key: string;
  label: string;
  content: ReactNode;
}

export const COMMON_PROFILE_TABS: ProfileTab[] = [
  { key: 'personal-info', label: 'Personal info', content: <PersonalInfoTab /> },
  { key: 'company', label: 'Company', content: <CompanyTab /> },
  { key: 'security', label: 'Security', content: <SecurityTab /> },
];

/** A profile with tabs as path segments (/profile/<role>/<tab>), shared by both roles. */
export function ProfilePage({ base, tabs, title }: { base: string; tabs: ProfileTab[]; title: string }) {
  const { tab = tabs[0].key } = useParams();
  const navigate = useNavigate();
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  const notice = status !== null ? ACCESS_MESSAGES[status] : undefined;
  const deletionDate = useDeletionDate();
  return (
    <section>
      <Typography.Title level={1}>{title}</Typography.Title>
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} data-testid="status-notice" />}
      {/* Wherever the account reads WILL_BE_DELETED, the way back is one click away. */}
      {deletionDate && (
        <div style={{ marginBottom: 16 }}>
          <DeletionNotice date={deletionDate} />
        </div>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${base}/${key}`)}
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.content }))}
      />
    </section>
  );
}
