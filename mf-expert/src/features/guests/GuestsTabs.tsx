import { useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { TabLinks } from 'mf-shared/kit/tab-links';
import './guests.css';

// The guests area's tabs (spec section 2's words): a page renders them above its header. Each
// goes to another page, so they are links (antd's Tabs would add about 21 KB gzip to the page).
const TABS = [
  { to: ROUTES.GUESTS, label: 'Guests' },
  { to: ROUTES.NEW_GUEST, label: 'Create new guest' },
  { to: ROUTES.UPLOAD_GUESTS, label: 'Upload guest with CSV' },
];

/** Which tab a path belongs to: both steps of a new guest count as "Create new guest". */
function activeTab(pathname: string): string {
  if (pathname.startsWith('/guests/new-guest')) return ROUTES.NEW_GUEST;
  if (pathname === ROUTES.UPLOAD_GUESTS) return ROUTES.UPLOAD_GUESTS;
  return ROUTES.GUESTS;
}

export function GuestsTabs() {
  const { pathname } = useLocation();
  return (
    <div className="guests-tabs">
      <TabLinks label="Guests pages" items={TABS} active={activeTab(pathname)} />
    </div>
  );
}
