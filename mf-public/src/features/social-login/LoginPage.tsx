import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore, homeRoute, ROUTES } from 'mf-shared';

/** /login: the main page with the login dialog open (as the last chosen type); a signed-in user goes home. */
export default function LoginPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const { user, userType } = authStore.getState();
    navigate(user ? homeRoute(user) : ROUTES.MAIN, { replace: true });
    if (!user) authStore.getState().openLogin(userType);
  }, [navigate]);
  return null;
}
