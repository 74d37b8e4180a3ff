import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/**
 * /contacts-manager/expert/news (spec section 2: the parent of /create and /edit/{id}) opens the
 * publishing home on its news tab; a search or page in the address goes along.
 */
export default function NewsHomeRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  // The news tab is the home's default: no tab in the address.
  params.delete('tab');
  const query = params.toString();
  return <Navigate to={`${ROUTES.CONTACTS_MANAGER}${query ? `?${query}` : ''}`} replace />;
}
