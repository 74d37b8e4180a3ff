import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ACCESS_MESSAGES, effectiveStatus, useAuth } from 'mf-shared';
import { Notice, Spinner } from 'mf-shared/kit/plain';
import { TabLinks } from 'mf-shared/kit/tab-links';
import { Typography } from 'mf-shared/kit/typography';
import { DeletionNotice, useDeletionDate } from './DeletionNotice';
import { PersonalInfoTab } from './PersonalInfoTab';

export interface ProfileTab {
  key: string;
  label: string;
  /** The tab's page; a tab built on antd comes lazily in the theme (`lazyThemed`), loaded when opened. */
  content: ReactNode;
}

// The profile opens on personal info (plain); the others load when chosen, plain too (no antd):
// Company and Security.
const CompanyTab = lazy(async () => ({ default: (await import('./CompanyTab')).CompanyTab }));
const SecurityTab = lazy(async () => ({ default: (await import('./SecurityTab')).SecurityTab }));

export const COMMON_PROFILE_TABS: ProfileTab[] = [
  { key: 'personal-info', label: 'Personal info', content: <PersonalInfoTab /> },
  { key: 'company', label: 'Company', content: <CompanyTab /> },
  { key: 'security', label: 'Security', content: <SecurityTab /> },
];

/**
 * A profile with tabs as path segments (/profile/<role>/<tab>), shared by both roles. The tabs are
 * links (each is an address of its own); only the open tab's code is loaded.
 */
export function ProfilePage({ base, tabs, title }: { base: string; tabs: ProfileTab[]; title: string }) {
  const { tab = tabs[0].key } = useParams();
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  const notice = status !== null ? ACCESS_MESSAGES[status] : undefined;
  const deletionDate = useDeletionDate();
  const open = tabs.find((t) => t.key === tab) ?? tabs[0];
  return (
    <section>
      <Typography.Title level={1}>{title}</Typography.Title>
      {notice && <Notice title={notice} data-testid="status-notice" />}
      {/* Wherever the account reads WILL_BE_DELETED, the way back is one click away. */}
      {deletionDate && <DeletionNotice date={deletionDate} />}
      <TabLinks
        label="Profile sections"
        items={tabs.map((t) => ({ to: `${base}/${t.key}`, label: t.label }))}
        active={`${base}/${open.key}`}
      />
      <section aria-label={open.label} key={open.key}>
        <Suspense fallback={<Spinner label={`Loading ${open.label.toLowerCase()}`} />}>{open.content}</Suspense>
      </section>
    </section>
  );
}
