import { NavLink, Outlet } from 'react-router-dom';
import { ROLE, useAuth, type MenuEntry, type Role } from 'mf-shared';
import { useUnreadMessages } from 'mf-shared/entities/conversation';
import type { OwnedRoute } from '../routing/AppRoutes';
import { Header } from './Header';

/** Whose menu to show: the user's role, or for a visitor the login type they picked (journalist by default). */
function useMenuRole(): Role {
  return useAuth((s) => s.user?.role ?? (s.userType === 'expert' ? ROLE.EXPERT : ROLE.JOURNALIST));
}

/** A menu item with the unread-message count beside it; the count arrives live (ConversationEvent). */
function UnreadMessagesLink({ path, entry }: { path: string; entry: MenuEntry }) {
  const unread = useUnreadMessages().data ?? 0;
  return (
    // Named by what it shows ("Questions, 2 unread"): the words around the count are for screen readers.
    <NavLink to={entry.to ?? path}>
      {entry.label}
      {unread > 0 && (
        <>
          <span className="pp-visually-hidden">, </span>
          <span className="workspace__badge">{unread}</span>
          <span className="pp-visually-hidden"> unread</span>
        </>
      )}
    </NavLink>
  );
}

export function DashboardLayout({ menu }: { menu: OwnedRoute[] }) {
  const role = useMenuRole();
  const signedIn = useAuth((s) => s.user !== null);
  const items = menu
    .filter(({ route }) => route.access.kind === 'signed-in' && (route.access.roles ?? [role]).includes(role))
    .sort((a, b) => a.route.menu!.order - b.route.menu!.order);

  return (
    <>
      <Header />
      <div className="workspace">
        <nav
          className="workspace__menu"
          aria-label="Workspace"
          data-menu-role={role === ROLE.EXPERT ? 'expert' : 'journalist'}
        >
          {items.map(({ route }) =>
            route.menu!.badge === 'unread-messages' && signedIn ? (
              <UnreadMessagesLink key={route.path} path={route.path} entry={route.menu!} />
            ) : (
              <NavLink key={route.path} to={route.menu!.to ?? route.path}>
                {route.menu!.label}
              </NavLink>
            ),
          )}
        </nav>
        <main className="workspace__content">
          <Outlet />
        </main>
      </div>
    </>
  );
}
