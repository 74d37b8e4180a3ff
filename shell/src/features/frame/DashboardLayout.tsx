import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { menuOf, ROLE, useAuth, type MenuBadge, type MenuEntry, type Role } from 'mf-shared';
import { useUnreadMessages } from 'mf-shared/entities/conversation';
import type { OwnedRoute } from '../routing/AppRoutes';
import { Header } from './Header';

/** Whose menu to show: the user's role, or for a visitor the login type they picked (journalist by default). */
function useMenuRole(): Role {
  return useAuth((s) => s.user?.role ?? (s.userType === 'expert' ? ROLE.EXPERT : ROLE.JOURNALIST));
}

/** A menu item with a count beside it, named by what it shows ("Questions, 2 unread"). */
function CountLink({ path, entry, count, label }: { path: string; entry: MenuEntry; count: number; label: string }) {
  return (
    // The words around the count are for screen readers.
    <NavLink to={entry.to ?? path}>
      {entry.label}
      {count > 0 && (
        <>
          <span className="pp-visually-hidden">, </span>
          <span className="workspace__badge">{count}</span>
          <span className="pp-visually-hidden"> {label}</span>
        </>
      )}
    </NavLink>
  );
}

/** A menu item with the unread-message count beside it; the count arrives live (ConversationEvent). */
function UnreadMessagesLink({ path, entry }: { path: string; entry: MenuEntry }) {
  const unread = useUnreadMessages().data ?? 0;
  return <CountLink path={path} entry={entry} count={unread} label="unread" />;
}

/** A menu item with the count its remote's hook gives (the hook is the route list's, read in the shell). */
function RemoteCountLink({ path, entry, badge }: { path: string; entry: MenuEntry; badge: MenuBadge }) {
  return <CountLink path={path} entry={entry} count={badge.useCount()} label={badge.label} />;
}

export function DashboardLayout({ menu }: { menu: OwnedRoute[] }) {
  const role = useMenuRole();
  const signedIn = useAuth((s) => s.user !== null);
  const items = menuOf(
    menu.map((owned) => owned.route),
    role,
  );

  return (
    <WorkspaceFrame role={role}>
      {items.map((route) => {
        const badge = signedIn ? route.menu!.badge : undefined;
        if (badge === 'unread-messages')
          return <UnreadMessagesLink key={route.path} path={route.path} entry={route.menu!} />;
        if (badge) return <RemoteCountLink key={route.path} path={route.path} entry={route.menu!} badge={badge} />;
        return (
          <NavLink key={route.path} to={route.menu!.to ?? route.path}>
            {route.menu!.label}
          </NavLink>
        );
      })}
    </WorkspaceFrame>
  );
}

/**
 * The workspace's frame: the header, the role's side menu (`children`, its links) and the page.
 * The server renders it too, around a page's pending view, with the menu its remote sent.
 */
export function WorkspaceFrame({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <>
      <Header />
      <div className="workspace">
        <nav
          className="workspace__menu"
          aria-label="Workspace"
          data-menu-role={role === ROLE.EXPERT ? 'expert' : 'journalist'}
        >
          {children}
        </nav>
        <main className="workspace__content">
          <Outlet />
        </main>
      </div>
    </>
  );
}
