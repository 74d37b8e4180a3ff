import { Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';
import { LIMITS, loadRuntimeConfig, ServerDataProvider, type AppRoute } from 'mf-shared';
import { LazyPage } from '../remote-page/lazyPage';
import { resumeSession } from './session';
import { SignInBar } from './SignInBar';

function StandalonePage({ route }: { route: AppRoute }) {
  useEffect(() => {
    document.title = `${route.title} | standalone`;
  }, [route.title]);
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <LazyPage load={route.load} />
    </Suspense>
  );
}

function Index({ app, routes }: { app: string; routes: AppRoute[] }) {
  const { pathname } = useLocation();
  return (
    <nav style={{ padding: 24 }}>
      <h1>{app}, running alone</h1>
      <p>No route matches {pathname}. This remote’s pages:</p>
      <ul>
        {routes.map((r) => (
          <li key={r.path}>
            <Link to={r.path.replace(/:[^/]+/g, '1')}>{r.path}</Link> ({r.title})
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Runs one remote on its own dev server, without the shell: its routes in a bare router, so its
 * team can work on it alone. The shell's frame, guards and login dialog are not here; a small
 * sign-in bar is (SignInBar), so signed-in pages work too.
 */
export async function renderStandalone(app: string, routes: AppRoute[]) {
  await loadRuntimeConfig();
  await resumeSession();
  createRoot(document.getElementById('root')!).render(
    <ServerDataProvider>
      <BrowserRouter>
        <SignInBar app={app} />
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<StandalonePage route={route} />} />
          ))}
          <Route path="*" element={<Index app={app} routes={routes} />} />
        </Routes>
        <Toaster position="bottom-left" visibleToasts={LIMITS.MAX_TOASTS} richColors />
      </BrowserRouter>
    </ServerDataProvider>,
  );
}
