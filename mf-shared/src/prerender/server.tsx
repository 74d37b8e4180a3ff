// Rendering on the server (Node only: the apps' dist-server bundles import this, never a browser).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, Route, Routes, StaticRouter } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import type { AppRoute } from '../routing/appRoute';
import { PrerenderContext, type Answer, type PrerenderPass } from '../data/prerendered';
import { settle } from '../data/useApi';

/** A page rendered on the server by the remote that owns it, for the shell to put in its frame. */
export interface PrerenderedPage {
  layout: 'public' | 'bare';
  /** 404 when the page's own content was not found. */
  status: number;
  html: string;
  title: string;
  description?: string;
  /** The API answers the page was rendered from, handed to the browser so it need not ask again. */
  data: Record<string, Answer>;
  /** The remote's styles for its pages, so the page looks right before any script runs. */
  css?: string;
}

export interface Rendered {
  html: string;
  data: Record<string, Answer>;
  meta: PrerenderPass['meta'];
}

/**
 * Renders `element` to HTML with its API data: each pass notes the reads (useApi) it met without
 * an answer, fetches them, and renders again, until a pass needs nothing new. Null when a read
 * failed (not 404): the browser then renders the page itself, as it would without pre-rendering.
 */
export async function renderWithData(element: () => ReactElement, maxPasses = 3): Promise<Rendered | null> {
  const data: Record<string, Answer> = {};
  for (let passNo = 1; ; passNo += 1) {
    const pass: PrerenderPass = {
      answers: data,
      wanted: new Map(),
      meta: {},
      setMeta(meta) {
        pass.meta = meta;
      },
    };
    const html = renderToString(<PrerenderContext.Provider value={pass}>{element()}</PrerenderContext.Provider>);
    if (pass.wanted.size === 0) return { html, data, meta: pass.meta };
    if (passNo === maxPasses) return null;
    const answers = await Promise.all([...pass.wanted].map(async ([key, load]) => [key, await settle(load)] as const));
    if (answers.some(([, answer]) => answer.status === 'failed')) return null;
    for (const [key, answer] of answers) data[key] = answer;
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
  const missing = Object.values(rendered.data).some((answer) => answer.status === 'missing');
  return {
    layout: route.layout,
    status: missing ? 404 : 200,
    html: rendered.html,
    title: rendered.meta.title ?? route.title,
    description: rendered.meta.description,
    data: rendered.data,
  };
}
