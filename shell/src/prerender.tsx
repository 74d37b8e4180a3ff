// The shell's frame rendered on the server (built into dist-server/ for Node and used by the
// shell's static server): header and footer, with the page a remote pre-rendered inside.
import 'mf-shared/theme/fonts.css';
import 'mf-shared/theme/global.css';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { setRuntimeConfig, STORAGE_KEYS, type RuntimeConfig } from 'mf-shared';
import { renderWithData, type PrerenderedPage } from 'mf-shared/prerender/server';
import { BareLayout } from './features/frame/BareLayout';
import { PublicLayout } from './features/frame/PublicLayout';
import { PAGE_SLOT, PageSlot } from './features/prerender/PageSlot';
import './features/prerender/prerender.css';

// Runs before the header is parsed: marks the page of a signed-in reader (see prerender.css).
const MARK_SIGNED_IN = `<script>try{localStorage.getItem(${JSON.stringify(STORAGE_KEYS.ACCESS_TOKEN)})&&document.documentElement.classList.add('pp-signed-in')}catch(e){}</script>`;

/** The page in the shell's frame, as the app would show it to a visitor; null if it cannot be. */
export async function renderFrame(url: string, config: RuntimeConfig, page: PrerenderedPage) {
  setRuntimeConfig(config);
  const Layout = page.layout === 'bare' ? BareLayout : PublicLayout;
  const frame = await renderWithData(() => (
    <div className="app" data-app="shell">
      <StaticRouter location={url}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<PageSlot />} />
          </Route>
        </Routes>
      </StaticRouter>
    </div>
  ));
  if (!frame || !frame.html.includes(PAGE_SLOT)) return null;
  const html = MARK_SIGNED_IN + frame.html.replace(PAGE_SLOT, () => page.html);
  return { html, data: { ...frame.data, ...page.data } };
}
