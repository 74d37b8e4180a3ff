import { Navigate } from 'react-router-dom';
import { Console } from '../../lib/Console';
import { CONSOLE_PAGES } from '../../lib/paths';
import { useStaffMe } from '../../lib/staffApi';

/** /admin: the sign-in form, then the first area the staff member's role opens. */
export default function ConsoleHomePage() {
  const me = useStaffMe();
  const first = CONSOLE_PAGES.find((page) => me.data?.permissions.includes(page.area));
  if (me.data && first) return <Navigate to={first.path} replace />;
  return <Console title="Operations console">{me.data && 'Your role opens no part of the console yet.'}</Console>;
}
