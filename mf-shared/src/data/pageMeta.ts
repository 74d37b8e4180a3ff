import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** Present only while rendering on the server (see prerender/server): where usePageMeta writes. */
export const PrerenderContext = createContext<{ setMeta(meta: PageMeta): void } | null>(null);

/** The page's title and description, for search engines and link previews (also when pre-rendered). */
export function usePageMeta(title: string | null, description?: string | null) {
  const pass = useContext(PrerenderContext);
  if (pass && title) pass.setMeta({ title, description: description?.slice(0, 160) });
  useEffect(() => {
    if (!title) return;
    let live = true;
    // The shell titles each route in its own effect, which runs after this one (a parent's effects
    // run after its children's) when the page's data is at hand at once (cached): the page's own
    // title goes last.
    queueMicrotask(() => {
      if (live) document.title = `${title} | PressPoint`;
    });
    if (description) {
      setMeta('name', 'description', description.slice(0, 160));
      setMeta('property', 'og:title', title);
      setMeta('property', 'og:description', description.slice(0, 160));
    }
    return () => {
      live = false;
    };
  }, [title, description]);
}

function setMeta(attribute: 'name' | 'property', name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, name);
    document.head.appendChild(meta);
  }
  meta.content = content;
}
