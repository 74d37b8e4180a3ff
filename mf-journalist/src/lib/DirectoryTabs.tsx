import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

// The directory's pages, one tab each; a page renders these above its header so a journalist moves
// between searching, their contacts and adding contacts without the side menu.
const TABS = [
  { key: ROUTES.DIRECTORY, label: 'Directory' },
  { key: ROUTES.ALL_CONTACTS, label: 'All contacts' },
  { key: ROUTES.NEW_CONTACT, label: 'New contact' },
  { key: ROUTES.UPLOAD_CONTACTS, label: 'Upload contacts' },
];

/** Which tab a path belongs to: step 2 of a new contact counts as "New contact". */
function activeTab(pathname: string): string {
  if (pathname.startsWith('/directory/new-contacts')) return ROUTES.NEW_CONTACT;
  return TABS.find((t) => t.key === pathname)?.key ?? ROUTES.DIRECTORY;
}

export function DirectoryTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="Directory pages">
      <Tabs activeKey={activeTab(pathname)} items={TABS} onChange={(key) => navigate(key)} size="small" />
    </nav>
  );
}
