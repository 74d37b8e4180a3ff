import type { ComponentType } from 'react';
import type { Role, Status } from '../constants/roles';

/**
 * The seam between the shell and a remote: each remote exposes `./routes`, a list of these.
 * The shell builds its router, guards, layouts and side menu from them.
 */
export type AppLayout = 'public' | 'dashboard' | 'bare';

export type AccessRule = { kind: 'public' } | { kind: 'signed-in'; roles?: Role[]; statuses: Status[] };

export interface MenuEntry {
  label: string;
  /** Where the menu item points; defaults to the route's path. */
  to?: string;
  /** Position among the role's menu items. */
  order: number;
}

export interface AppRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  access: AccessRule;
  layout: AppLayout;
  menu?: MenuEntry;
  /** Document title for the page. */
  title: string;
}

export const PUBLIC_ACCESS: AccessRule = { kind: 'public' };
