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
  const early = window.__ppEarlyClicks ?? [];
  window.__ppEarlyClicks = undefined;
  view.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('hidden');
  // Clicks the view took before the app could act on them, on the same control in the app's view
  // (same kind, same place among its kind, same words), once the app has run this render's effects.
  if (root && early.length)
    setTimeout(() => {
      for (const click of early) {
        const control = root.querySelectorAll<HTMLElement>(click.tag)[click.index];
        if (control && wordsOf(control) === click.words) control.click();
      }
    });
}

/** What tells one control from another of its kind: its accessible words. */
function wordsOf(control: Element): string {
  return `${control.getAttribute('aria-label') ?? ''}|${control.textContent?.trim() ?? ''}`;
}

/** A click the server's view took before the app was there: kept, and replayed by handOverPrerendered. */
export interface EarlyClick {
  tag: string;
  index: number;
  words: string;
}

declare global {
  interface Window {
    __ppEarlyClicks?: EarlyClick[];
  }
}

/**
 * An inline script at the top of the server's view: a button pressed before the app takes over
 * (about half a second on a phone) is not lost but kept for handOverPrerendered. Links are left
 * alone: they work as plain links meanwhile. Written out as the words function above does.
 */
export const CATCH_EARLY_CLICKS = `(function(){var q=window.__ppEarlyClicks=[];document.addEventListener('click',function(e){var v=document.getElementById(${JSON.stringify(PRERENDER_VIEW_ID)});if(!v||!window.__ppEarlyClicks||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var t=e.target instanceof Element?e.target.closest('button,[role=button]'):null;if(!t||!v.contains(t)||t.closest('a[href]'))return;e.preventDefault();var tag=t.tagName.toLowerCase();q.push({tag:tag,index:Array.prototype.indexOf.call(v.querySelectorAll(tag),t),words:(t.getAttribute('aria-label')||'')+'|'+(t.textContent||'').trim()});},true);})();`;

/** Rendered with whatever the app shows for the address (a page, not found, a retry): hands over. */
export function PageShown() {
  useLayoutEffect(handOverPrerendered, []);
  return null;
}
