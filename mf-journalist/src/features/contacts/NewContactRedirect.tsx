import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/** /directory/new-contacts (spec section 2, the parent of both steps) opens step 1, as /guests/new-guest does. */
export default function NewContactRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${ROUTES.NEW_CONTACT}${search}`} replace />;
}
