import { NavLink, Outlet } from 'react-router-dom';
import { ROLE, useAuth, type Role } from 'mf-shared';
import type { OwnedRoute } from '../routing/AppRoutes';
import { Header } from './Header';

/** Whose menu to show: the user's role, or for a visitor the login type they picked (journalist by default). */
function useMenuRole(): Role {
  return useAuth((s) => s.user?.role ?? (s.userType === 'expert' ? ROLE.EXPERT : ROLE.JOURNALIST));
}

export function DashboardLayout({ menu }: { menu: OwnedRoute[] }) {
  const role = useMenuRole();
  const items = menu
    .filter(({ route }) => route.access.kind === 'signed-in' && (route.access.roles ?? [role]).includes(role))
    .sort((a, b) => a.route.menu!.order - b.route.menu!.order);

  return (
    <>
      <Header />
      <div className="dashboard">
        <nav
          className="dashboard__menu"
          aria-label="Workspace"
          data-menu-role={role === ROLE.EXPERT ? 'expert' : 'journalist'}
        >
          {items.map(({ route }) => (
            <NavLink key={route.path} to={route.menu!.to ?? route.path}>
              {route.menu!.label}
            </NavLink>
          ))}
        </nav>
        <main className="dashboard__content">
          <Outlet />
        </main>
      </div>
    </>
  );
}
