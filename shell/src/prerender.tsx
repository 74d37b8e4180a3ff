// The shell's side of a page rendered on the server (built into dist-server/ for Node and used by
// the shell's static server, scripts/prerender.mjs): the remote's page in the shell's header and
// footer, and what the document needs for the app to take it over (features/prerender/handOver).
import 'mf-shared/theme/fonts.css';
import 'mf-shared/theme/global.css';
import { renderToStaticMarkup } from 'react-dom/server';
import { NavLink, Route, Routes, StaticRouter } from 'react-router-dom';
import { PRERENDER_DATA_ID, setRuntimeConfig, STORAGE_KEYS, type RuntimeConfig } from 'mf-shared';
import { mergeDehydrated, renderWithData, type PrerenderedPage } from 'mf-shared/prerender/server';
import { BareLayout } from './features/frame/BareLayout';
import { WorkspaceFrame } from './features/frame/DashboardLayout';
import { PublicLayout } from './features/frame/PublicLayout';
import { CATCH_EARLY_CLICKS, PRERENDER_STYLE_ID, PRERENDER_VIEW_ID } from './features/prerender/handOver';
import { PAGE_SLOT, PageSlot } from './features/prerender/PageSlot';
import './features/prerender/prerender.css';

// Runs before the header is parsed: marks the page of a signed-in reader (see prerender.css).
const MARK_SIGNED_IN = `try{localStorage.getItem(${JSON.stringify(STORAGE_KEYS.ACCESS_TOKEN)})&&document.documentElement.classList.add('pp-signed-in')}catch(e){}`;

/**
 * An inline script with the response's Content-Security-Policy nonce (scripts/security-headers.mjs),
 * without which the browser would not run it. The nonce is the server's own base64: no quote in it.
 */
const inlineScript = (code: string, nonce?: string) =>
  `<script${nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"` : ''}>${code}</script>`;

// Inside <script> and <style>, only a closing tag could end the element early.
const inScript = (json: string) => json.replace(/</g, '\\u003c');
const inStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The document parts for `page` in the shell's frame, as the app would show it to a visitor:
 * `head` (title, description, the shell's `css` and the page's) and `body` (the hidden #root the app
 * renders into, the server's view, the query cache of the frame and the page, which the app's query
 * client takes in before its first render); null if the frame cannot be rendered. `nonce`
 * is the response's Content-Security-Policy nonce for the one inline script.
 */
export async function renderDocument(
  url: string,
  config: RuntimeConfig,
  page: PrerenderedPage,
  css: string,
  nonce?: string,
) {
  setRuntimeConfig(config);
  const { workspace } = page;
  const Layout = page.layout === 'bare' ? BareLayout : PublicLayout;
  // A workspace page: its role's menu as plain links (no counts: the server knows no user).
  const frameElement = workspace ? (
    <WorkspaceFrame role={workspace.role}>
      {workspace.items.map((item) => (
        <NavLink key={item.to} to={item.to}>
          {item.label}
        </NavLink>
      ))}
    </WorkspaceFrame>
  ) : (
    <Layout />
  );
  const frame = await renderWithData(() => (
    <div className="app" data-app="shell">
      <StaticRouter location={url}>
        <Routes>
          <Route element={frameElement}>
            <Route path="*" element={<PageSlot />} />
          </Route>
        </Routes>
      </StaticRouter>
    </div>
  ));
  if (!frame || !frame.html.includes(PAGE_SLOT)) return null;
  const view =
    inlineScript(MARK_SIGNED_IN + CATCH_EARLY_CLICKS, nonce) + frame.html.replace(PAGE_SLOT, () => page.html);
  const data = mergeDehydrated(frame.data, page.data);
  const head = renderToStaticMarkup(
    <>
      <title>{`${page.title} | PressPoint`}</title>
      <meta property="og:title" content={page.title} />
      {page.description && <meta name="description" content={page.description} />}
      {page.description && <meta property="og:description" content={page.description} />}
      <style id={PRERENDER_STYLE_ID} dangerouslySetInnerHTML={{ __html: inStyle(css + (page.css ?? '')) }} />
    </>,
  );
  const body = renderToStaticMarkup(
    <>
      <div id="root" hidden />
      <div id={PRERENDER_VIEW_ID} dangerouslySetInnerHTML={{ __html: view }} />
      <script
        id={PRERENDER_DATA_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: inScript(JSON.stringify(data)) }}
      />
    </>,
  );
  return { status: page.status, head, body };
}
