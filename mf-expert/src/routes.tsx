import { ROLE, ROUTES, STATUS, type AppRoute } from 'mf-shared';
import { pageOf } from 'mf-shared/ui';

const page = pageOf('mf-expert', () => import('mf-shared/ui/theme'));

const routes: AppRoute[] = [
  {
    path: ROUTES.GUESTS,
    title: 'Guests',
    access: { kind: 'signed-in', roles: [ROLE.EXPERT], statuses: [STATUS.SIMPLE_USER] },
    layout: 'dashboard',
    menu: { label: 'Guests', order: 3 },
    load: page(() => import('./features/guests/GuestsPage')),
  },
];

export default routes;
