import { PUBLIC_ACCESS, type AppRoute } from 'mf-shared';
import { pageOf } from 'mf-shared/kit/remote-page';
import { CONSOLE_HOME } from './lib/paths';

const page = pageOf('mf-admin', () => import('mf-shared/kit/theme'));
// The console's home shows only the sign-in form or the frame (no antd): its first load carries
// none of antd (issue 25's 300 KB budget). The areas' pages keep the theme for their antd parts.
const plainPage = pageOf('mf-admin');

/**
 * The operations console's pages. To the shell they are open pages on the bare layout: who may
 * use them is the staff session's business (the console asks staff to sign in, and every staff
 * route of the API refuses users and roles without the right).
 */
const consolePage = (path: string, title: string, load: AppRoute['load']): AppRoute => ({
  path,
  title: `${title} | Operations`,
  access: PUBLIC_ACCESS,
  layout: 'bare',
  load,
});

const routes: AppRoute[] = [
  consolePage(
    CONSOLE_HOME,
    'Console',
    plainPage(() => import('./features/console/ConsoleHomePage')),
  ),
  consolePage(
    '/admin/approvals',
    'Approvals',
    page(() => import('./features/approvals/ApprovalsPage')),
  ),
  consolePage(
    '/admin/accounts',
    'Accounts',
    page(() => import('./features/accounts/AccountsPage')),
  ),
  consolePage(
    '/admin/contact',
    'Contact inbox',
    page(() => import('./features/contact/ContactPage')),
  ),
  consolePage(
    '/admin/moderation',
    'Moderation',
    page(() => import('./features/moderation/ModerationPage')),
  ),
  consolePage(
    '/admin/audit',
    'Audit log',
    page(() => import('./features/audit/AuditPage')),
  ),
  consolePage(
    '/admin/figures',
    'Figures',
    page(() => import('./features/figures/FiguresPage')),
  ),
  consolePage(
    '/admin/payments',
    'Payments',
    page(() => import('./features/payments/PaymentsPage')),
  ),
];

export default routes;
