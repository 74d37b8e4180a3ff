import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/** /interviews/expert (the side menu's Interview invitations) opens the pending ones. */
export default function InterviewsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${ROUTES.EXPERT_PENDING_INTERVIEWS}${search}`} replace />;
}
