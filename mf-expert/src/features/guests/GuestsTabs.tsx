import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

// The guests area's tabs (spec section 2's words): a page renders them above its header.
const TABS = [
  { key: ROUTES.GUESTS, label: 'Guests' },
  { key: ROUTES.NEW_GUEST, label: 'Create new guest' },
  { key: ROUTES.UPLOAD_GUESTS, label: 'Upload guest with CSV' },
];

/** Which tab a path belongs to: both steps of a new guest count as "Create new guest". */
function activeTab(pathname: string): string {
  if (pathname.startsWith('/guests/new-guest')) return ROUTES.NEW_GUEST;
  if (pathname === ROUTES.UPLOAD_GUESTS) return ROUTES.UPLOAD_GUESTS;
  return ROUTES.GUESTS;
}

export function GuestsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="Guests pages">
      <Tabs activeKey={activeTab(pathname)} items={TABS} onChange={(key) => navigate(key)} size="small" />
    </nav>
  );
}
