import { ROLE, ROUTES, STATUS, type AppRoute } from 'mf-shared';
import { pageOf, ThemeProvider } from 'mf-shared/ui';

const page = pageOf('mf-journalist', ThemeProvider);

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
