import type { ComponentType } from 'react';
import { STATUS, type Role, type Status } from '../constants/roles';

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
  /**
   * A live count beside the label: the unread messages for the Questions items, or a count the
   * remote supplies (its hook, called while the signed-in menu shows the item; 0 shows nothing).
   */
  badge?: 'unread-messages' | MenuBadge;
}

/** A remote's count for its menu item, e.g. new opportunities: `useCount` is a React hook; `label` names what is counted ("new"). */
export interface MenuBadge {
  useCount: () => number;
  label: string;
}

export interface AppRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  access: AccessRule;
  layout: AppLayout;
  menu?: MenuEntry;
  /** Document title for the page. */
  title: string;
  /**
   * A signed-in page's look before its code and data arrive, which the server renders into the
   * workspace frame (no user, no data, nothing to type into); by default the title as the page's
   * heading and "Loading…". One that puts other parts above its heading (tabs) shows them here too.
   */
  pending?: ComponentType;
}

export const PUBLIC_ACCESS: AccessRule = { kind: 'public' };

/** The items of `role`'s side menu among `routes`, in menu order (the shell's menu and the server's). */
export function menuOf(routes: AppRoute[], role: Role): AppRoute[] {
  return routes
    .filter((r) => r.menu && r.access.kind === 'signed-in' && (r.access.roles ?? [role]).includes(role))
    .sort((a, b) => a.menu!.order - b.menu!.order);
}

/** A page for signed-in users of one role in the given statuses. */
export function signedInAs(role: Role, statuses: Status[]): AccessRule {
  return { kind: 'signed-in', roles: [role], statuses };
}

/** Profile pages also admit accounts that cannot use the rest yet (spec section 4). */
export const PROFILE_STATUSES: Status[] = [
  STATUS.SIMPLE_USER,
  STATUS.WILL_BE_DELETED,
  STATUS.MUST_PAY,
  STATUS.PAYMENT_IN_PROCESS,
  STATUS.WAIT_FOR_APPROVING,
];
