import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'failed' };

/** Loads what a page shows; a 404 is "missing", anything else "failed" (the API client toasts it). */
export function useApi<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  // Each answer is kept with the request it answers; until the current one's arrives, it is loading.
  const key = JSON.stringify(deps);
  const [answer, setAnswer] = useState<{ key: string; state: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setAnswer({ key, state: { status: 'ready', data } }),
      (error: { response?: { status?: number } }) =>
        live && setAnswer({ key, state: { status: error?.response?.status === 404 ? 'missing' : 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return answer && answer.key === key ? answer.state : { status: 'loading' };
}

/** The page's title and description, for search engines and link previews. */
export function usePageMeta(title: string | null, description?: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | PressPoint`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description.slice(0, 160);
      const og =
        document.querySelector<HTMLMetaElement>('meta[property="og:title"]') ??
        document.head.appendChild(Object.assign(document.createElement('meta'), {}));
      og.setAttribute('property', 'og:title');
      og.content = title;
    }
  }, [title, description]);
}
