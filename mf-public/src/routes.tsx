import { PUBLIC_ACCESS, ROUTES, type AppRoute } from 'mf-shared';
import { pageOf } from 'mf-shared/ui';

// Public pages carry no antd: they are the first thing a visitor loads, so they stay light.
const page = pageOf('mf-public');

const routes: AppRoute[] = [
  {
    path: ROUTES.MAIN,
    title: 'Expert interview guests for journalists',
    access: PUBLIC_ACCESS,
    layout: 'public',
    load: page(() => import('./features/landing/LandingPage')),
  },
  {
    path: `${ROUTES.PASSWORD_RECOVERY}/:token`,
    title: 'Set a new password',
    access: PUBLIC_ACCESS,
    layout: 'public',
    load: page(() => import('./features/password-recovery/PasswordRecoveryPage')),
  },
];

export default routes;
