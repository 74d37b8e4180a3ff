import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/** /interviews (the side menu's Interviews) opens all interviews, keeping a `?interview=` to open. */
export default function InterviewsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${ROUTES.JOURNALIST_INTERVIEWS}${search}`} replace />;
}
