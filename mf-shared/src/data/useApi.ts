import { useContext, useEffect, useState } from 'react';
import type { ApiRequest } from './apiRequest';
import { PrerenderContext, prerenderedAnswer, type Answer, type Loaded } from './prerendered';

const answerTo = (error: { response?: { status?: number } }): Answer =>
  error?.response?.status === 404 ? { status: 'missing' } : { status: 'failed' };

/**
 * What a page shows of one API read: loading, then its data, "missing" on a 404 or "failed" (the
 * API client toasts it). A page pre-rendered on the server starts with the server's answer; on
 * the server the request is noted for the next render pass. `null` reads nothing.
 */
export function useApi<T>(request: ApiRequest<T> | null): Loaded<T> {
  const key = request?.key ?? null;
  const pass = useContext(PrerenderContext);
  // Each answer is kept with the request it answers; until the current one's arrives, it is loading.
  const [answer, setAnswer] = useState<{ key: string; state: Answer } | null>(() => {
    const handed = key && !pass ? prerenderedAnswer(key) : undefined;
    return key && handed ? { key, state: handed } : null;
  });
  useEffect(() => {
    if (!request || answer?.key === request.key) return;
    let live = true;
    request.load().then(
      (data) => live && setAnswer({ key: request.key, state: { status: 'ready', data } }),
      (error: { response?: { status?: number } }) => live && setAnswer({ key: request.key, state: answerTo(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!request) return { status: 'loading' };
  if (pass) {
    const known = pass.answers[request.key];
    if (known) return known as Loaded<T>;
    pass.wanted.set(request.key, request.load);
    return { status: 'loading' };
  }
  return answer && answer.key === request.key ? (answer.state as Loaded<T>) : { status: 'loading' };
}

/** Settles a request the way useApi would show it (for the server's render passes). */
export function settle(load: () => Promise<unknown>): Promise<Answer> {
  return load().then((data) => ({ status: 'ready', data }) as Answer, answerTo);
}

/** The page's title and description, for search engines and link previews (also when pre-rendered). */
export function usePageMeta(title: string | null, description?: string | null) {
  const pass = useContext(PrerenderContext);
  if (pass && title) pass.setMeta({ title, description: description?.slice(0, 160) });
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | PressPoint`;
    if (description) {
      setMeta('name', 'description', description.slice(0, 160));
      setMeta('property', 'og:title', title);
      setMeta('property', 'og:description', description.slice(0, 160));
    }
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
