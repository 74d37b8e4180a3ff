import type { StaffArea } from './staffApi';

/** The console's pages (under /admin, in the shell's router), in the order its menu shows them. */
export const CONSOLE_PAGES: { area: StaffArea; path: string; label: string }[] = [
  { area: 'approvals', path: '/admin/approvals', label: 'Approvals' },
  { area: 'accounts', path: '/admin/accounts', label: 'Accounts' },
  { area: 'contact', path: '/admin/contact', label: 'Contact inbox' },
  { area: 'reports', path: '/admin/moderation', label: 'Moderation' },
  { area: 'audit', path: '/admin/audit', label: 'Audit log' },
  { area: 'figures', path: '/admin/figures', label: 'Figures' },
  { area: 'payments', path: '/admin/payments', label: 'Payments' },
];

export const CONSOLE_HOME = '/admin';
