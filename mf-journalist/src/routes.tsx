import { ROLE, ROUTES, STATUS, type AppRoute } from 'mf-shared';
import { pageOf } from 'mf-shared/ui';

const page = pageOf('mf-journalist', () => import('mf-shared/ui/theme'));

const routes: AppRoute[] = [
  {
    path: ROUTES.DASHBOARD,
    title: 'Dashboard',
    access: { kind: 'signed-in', roles: [ROLE.JOURNALIST], statuses: [STATUS.SIMPLE_USER] },
    layout: 'dashboard',
    menu: { label: 'Dashboard', order: 1 },
    load: page(() => import('./features/dashboard/DashboardPage')),
  },
];

export default routes;
