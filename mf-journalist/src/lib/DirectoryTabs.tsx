import { useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { TabLinks } from 'mf-shared/kit/tab-links';

// The directory's pages, one tab each; a page renders these above its header so a journalist moves
// between searching, their contacts and adding contacts without the side menu.
const TABS = [
  { to: ROUTES.DIRECTORY, label: 'Directory' },
  { to: ROUTES.ALL_CONTACTS, label: 'All contacts' },
  { to: ROUTES.NEW_CONTACT, label: 'New contact' },
  { to: ROUTES.UPLOAD_CONTACTS, label: 'Upload contacts' },
];

/** Which tab a path belongs to: step 2 of a new contact counts as "New contact". */
function activeTab(pathname: string): string {
  if (pathname.startsWith('/directory/new-contacts')) return ROUTES.NEW_CONTACT;
  return TABS.find((t) => t.to === pathname)?.to ?? ROUTES.DIRECTORY;
}

export function DirectoryTabs() {
  const { pathname } = useLocation();
  return <TabLinks label="Directory pages" items={TABS} active={activeTab(pathname)} />;
}
