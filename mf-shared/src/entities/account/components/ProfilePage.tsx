import { Alert, Descriptions, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ACCESS_MESSAGES, effectiveStatus, useAuth } from 'mf-shared';
import { SecurityTab } from './SecurityTab';

export interface ProfileTab {
  key: string;
  label: string;
  content: ReactNode;
}

function PersonalInfo() {
  const user = useAuth((s) => s.user);
  if (!user) return null;
  return (
    <Descriptions column={1} bordered size="middle">
      <Descriptions.Item label="Name">
        {user.profile?.first_name} {user.profile?.last_name}
      </Descriptions.Item>
      <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
      <Descriptions.Item label="Title">{user.title ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="Work phone">{user.work_phone ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="LinkedIn">{user.linkedin ?? '-'}</Descriptions.Item>
    </Descriptions>
  );
}

function Company() {
  const user = useAuth((s) => s.user);
  return (
    <Descriptions column={1} bordered size="middle">
      <Descriptions.Item label="Company name">{user?.company_name ?? '-'}</Descriptions.Item>
    </Descriptions>
  );
}

export const COMMON_PROFILE_TABS: ProfileTab[] = [
  { key: 'personal-info', label: 'Personal info', content: <PersonalInfo /> },
  { key: 'company', label: 'Company', content: <Company /> },
  { key: 'security', label: 'Security', content: <SecurityTab /> },
];

/** A profile with tabs as path segments (/profile/<role>/<tab>), shared by both roles. */
export function ProfilePage({ base, tabs, title }: { base: string; tabs: ProfileTab[]; title: string }) {
  const { tab = tabs[0].key } = useParams();
  const navigate = useNavigate();
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  const notice = status !== null ? ACCESS_MESSAGES[status] : undefined;
  return (
    <section>
      <Typography.Title level={1}>{title}</Typography.Title>
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} data-testid="status-notice" />}
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${base}/${key}`)}
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.content }))}
      />
    </section>
  );
}
