import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AppLayout, AppRoute } from 'mf-shared';
import { BareLayout } from '../frame/BareLayout';
import { DashboardLayout } from '../frame/DashboardLayout';
import { PublicLayout } from '../frame/PublicLayout';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import type { RemoteState } from '../remotes/useRemoteRoutes';
import { NotFound } from './NotFound';
import { PageLoader, RemotePage } from './RemotePage';

export interface OwnedRoute {
  route: AppRoute;
  remote: string;
}

const LAYOUTS: Record<AppLayout, (props: { menu: OwnedRoute[] }) => React.ReactElement> = {
  public: () => <PublicLayout />,
  dashboard: ({ menu }) => <DashboardLayout menu={menu} />,
  bare: () => <BareLayout />,
};

/** A path no loaded list has may belong to a remote whose list waits (on-demand): ask for it. */
function RoutesPending({ onNeedRoutes }: { onNeedRoutes?: () => void }) {
  useEffect(() => onNeedRoutes?.(), [onNeedRoutes]);
  return <PageLoader />;
}

/** The router, composed from the route lists the remotes expose. The shell knows no remote page. */
export function AppRoutes({
  states,
  onRetry,
  onNeedRoutes,
}: {
  states: Record<string, RemoteState>;
  onRetry: () => void;
  onNeedRoutes?: () => void;
}) {
  const owned: OwnedRoute[] = Object.entries(states).flatMap(([remote, state]) =>
    state.status === 'ready' ? state.routes.map((route) => ({ route, remote })) : [],
  );
  const loading = Object.values(states).some((s) => s.status === 'loading');
  // Every list asked for is in and none has the path: it may be on a list that waits (on-demand).
  const waiting = !loading && Object.values(states).some((s) => s.status === 'idle');
  const failed = Object.entries(states)
    .filter(([, s]) => s.status === 'failed')
    .map(([name]) => name);
  const layouts = Object.keys(LAYOUTS) as AppLayout[];
  const menu = owned.filter((o) => o.route.menu);

  return (
    <Routes>
      {layouts.map((layout) => (
        <Route key={layout} element={LAYOUTS[layout]({ menu })}>
          {owned
            .filter((o) => o.route.layout === layout)
            .map(({ route, remote }) => (
              <Route key={route.path} path={route.path} element={<RemotePage route={route} remote={remote} />} />
            ))}
        </Route>
      ))}
      <Route element={<PublicLayout footer={!loading && !waiting} />}>
        <Route
          path="*"
          element={
            loading ? (
              <PageLoader />
            ) : waiting ? (
              <RoutesPending onNeedRoutes={onNeedRoutes} />
            ) : failed.length > 0 ? (
              // The path may belong to a remote that did not load: offer a retry, not a 404.
              <RemoteUnavailable remotes={failed} onRetry={onRetry} />
            ) : (
              <NotFound />
            )
          }
        />
      </Route>
    </Routes>
  );
}
