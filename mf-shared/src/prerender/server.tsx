// Rendering on the server (Node only: the apps' dist-server bundles import this, never a browser).
import {
  dehydrate,
  QueryClient,
  QueryClientProvider,
  skipToken,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, Route, Routes, StaticRouter } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { ROLE, type Role } from '../constants/roles';
import { menuOf, type AppRoute } from '../routing/appRoute';
import { PendingPage } from '../kit/page';
import { PrerenderContext, type PageMeta } from '../data/pageMeta';

/** A workspace's side menu as the server shows it: the role's items, in order. */
export interface WorkspaceMenu {
  role: Role;
  items: { label: string; to: string }[];
}

/** A page rendered on the server by the remote that owns it, for the shell to put in its frame. */
export interface PrerenderedPage {
  layout: 'public' | 'bare' | 'dashboard';
  /** For a workspace page (layout 'dashboard'): the menu of the frame around it. */
  workspace?: WorkspaceMenu;
  /** 404 when the page's own content was not found. */
  status: number;
  html: string;
  title: string;
  description?: string;
  /** The query cache the page was rendered from, handed to the browser so it need not ask again. */
  data: DehydratedState;
  /** The remote's styles for its pages, so the page looks right before any script runs. */
  css?: string;
}

export interface Rendered {
  html: string;
  data: DehydratedState;
  meta: PageMeta;
  /** A read answered "not found" (`null`, see `orMissing`). */
  missing: boolean;
}

type WantedQuery = ReturnType<QueryClient['defaultQueryOptions']>;

/**
 * A query client for one server render. It notes the options of every query a render pass uses
 * (useQuery defaults its options through this method), so that the pass can fetch exactly the
 * enabled ones that have no answer yet.
 */
function passClient() {
  const client = new QueryClient({
    // One try, nothing goes stale or is collected while the page is being rendered.
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const wanted = new Map<string, WantedQuery>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    wanted.set(defaulted.queryHash, defaulted);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return { client, wanted };
}

const isEnabled = (options: WantedQuery, query: Query) =>
  options.queryFn !== skipToken &&
  (typeof options.enabled === 'function' ? options.enabled(query as never) : options.enabled) !== false;

/**
 * Renders `element` to HTML with its API data: each pass renders with one query client, fetches
 * the reads (useQuery) the pass met without an answer, and renders again, until a pass needs
 * nothing new. Null when a read failed (not 404): the browser then renders the page itself, as it
 * would without pre-rendering.
 */
export async function renderWithData(element: () => ReactElement, maxPasses = 3): Promise<Rendered | null> {
  const { client, wanted } = passClient();
  const cache = client.getQueryCache();
  for (let passNo = 1; ; passNo += 1) {
    let meta: PageMeta = {};
    wanted.clear();
    const html = renderToString(
      <QueryClientProvider client={client}>
        <PrerenderContext.Provider value={{ setMeta: (m) => (meta = m) }}>{element()}</PrerenderContext.Provider>
      </QueryClientProvider>,
    );
    const unanswered = [...wanted.values()].filter((options) => {
      const query = cache.get(options.queryHash);
      return query?.state.status === 'pending' && isEnabled(options, query);
    });
    if (unanswered.length === 0) {
      const queries = cache.getAll();
      return {
        html,
        data: dehydrate(client),
        meta,
        missing: queries.some((q) => q.state.status === 'success' && q.state.data === null),
      };
    }
    if (passNo === maxPasses) return null;
    await Promise.all(unanswered.map((options) => client.prefetchQuery(options)));
    if (cache.getAll().some((q) => q.state.status === 'error')) return null;
  }
}

/**
 * A remote's server-side renderer: the page of `routes` that `url` opens, if it is one anyone may
 * see, rendered with its data the way the browser would render it (router, page wrapper, title).
 */
export async function prerenderRoute(
  routes: AppRoute[],
  url: string,
  config: RuntimeConfig,
): Promise<PrerenderedPage | null> {
  setRuntimeConfig(config);
  const open = routes.filter(
    (route): route is AppRoute & { layout: PrerenderedPage['layout'] } =>
      route.access.kind === 'public' && route.layout !== 'dashboard',
  );
  const pathname = new URL(url, 'http://localhost').pathname;
  const [match] = matchRoutes(open, pathname) ?? [];
  if (!match) return null;
  const { route } = match;
  const { default: Page } = await route.load();
  const rendered = await renderWithData(() => (
    <StaticRouter location={url}>
      <Routes>
        <Route path={route.path} element={<Page />} />
      </Routes>
    </StaticRouter>
  ));
  if (!rendered) return null;
  return {
    layout: route.layout,
    status: rendered.missing ? 404 : 200,
    html: rendered.html,
    title: rendered.meta.title ?? route.title,
    description: rendered.meta.description,
    data: rendered.data,
  };
}

/**
 * A workspace's renderer: the signed-in page that `url` opens as it looks before its code and data
 * arrive (its `pending` view or its title), with the menu of its role. The server knows no user
 * and reads nothing: a person sees the frame and the page's heading at once, not a blank screen,
 * and the app takes over with their own header and data (or, signed out, asks them to sign in).
 */
export function prerenderWorkspace(routes: AppRoute[], url: string, config: RuntimeConfig): PrerenderedPage | null {
  setRuntimeConfig(config);
  const pages = routes.filter((route) => route.access.kind === 'signed-in' && route.layout === 'dashboard');
  const { pathname } = new URL(url, 'http://localhost');
  const [match] = matchRoutes(pages, pathname) ?? [];
  if (!match) return null;
  const { route } = match;
  const role = (route.access.kind === 'signed-in' ? route.access.roles?.[0] : undefined) ?? ROLE.JOURNALIST;
  const items = menuOf(routes, role).map((r) => ({ label: r.menu!.label, to: r.menu!.to ?? r.path }));
  const Pending = route.pending ?? (() => <PendingPage title={route.title} />);
  const html = renderToString(
    <StaticRouter location={url}>
      <Routes>
        <Route path={route.path} element={<Pending />} />
      </Routes>
    </StaticRouter>,
  );
  return {
    layout: 'dashboard',
    workspace: { role, items },
    status: 200,
    html,
    title: route.title,
    data: { mutations: [], queries: [] },
  };
}

/** One hand-over from several renders (the shell's frame and the remote's page). */
export function mergeDehydrated(...states: DehydratedState[]): DehydratedState {
  const queries = new Map(states.flatMap((state) => state.queries.map((q) => [q.queryHash, q] as const)));
  return { mutations: [], queries: [...queries.values()] };
}
