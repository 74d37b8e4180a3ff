import { useLayoutEffect } from 'react';

/** Ids of the pre-rendered page's parts (written by ../../prerender.tsx on the server). */
export const PRERENDER_VIEW_ID = 'pp-prerender';
export const PRERENDER_STYLE_ID = 'pp-prerender-css';

/**
 * A page pre-rendered on the server shows until the app has rendered the same page itself (in the
 * hidden #root); then, before the browser paints, the app's view replaces it. Its styles stay: the
 * fonts they declared are in use, and a font declared anew would not be (font-display: optional).
 * The page's data was handed over before (mf-shared's ServerDataProvider put it in the query client).
 */
export function handOverPrerendered(): void {
  const view = document.getElementById(PRERENDER_VIEW_ID);
  if (!view) return;
  view.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** Rendered with whatever the app shows for the address (a page, not found, a retry): hands over. */
export function PageShown() {
  useLayoutEffect(handOverPrerendered, []);
  return null;
}
