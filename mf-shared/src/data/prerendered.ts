import { createContext } from 'react';

/** What a page shows of one request: still loading, its data, not found (404), or failed. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'failed' };
export type Answer = Exclude<Loaded<unknown>, { status: 'loading' }>;

/**
 * One server render pass (see prerender/server): the answers fetched so far, the requests the
 * pass met without an answer, and the page's title and description.
 */
export interface PrerenderPass {
  answers: Record<string, Answer>;
  wanted: Map<string, () => Promise<unknown>>;
  meta: PageMeta;
  /** Called by usePageMeta while the page renders. */
  setMeta(meta: PageMeta): void;
}
export interface PageMeta {
  title?: string;
  description?: string;
}

/** Present only while rendering on the server. */
export const PrerenderContext = createContext<PrerenderPass | null>(null);

/** The element in which the server hands the answers of a pre-rendered page to the browser. */
export const PRERENDER_DATA_ID = 'pp-data';

let handedOver: { element: Element; answers: Record<string, Answer> } | null = null;

/** The server's answer to `key`, while the pre-rendered page is being taken over. */
export function prerenderedAnswer(key: string): Answer | undefined {
  const element = typeof document !== 'undefined' ? document.getElementById(PRERENDER_DATA_ID) : null;
  if (!element) return undefined;
  if (handedOver?.element !== element) {
    handedOver = { element, answers: JSON.parse(element.textContent || '{}') as Record<string, Answer> };
  }
  return handedOver.answers[key];
}

/** Once the app shows the page itself, later reads go to the API (the answers would grow stale). */
export function forgetPrerendered(): void {
  handedOver = null;
  if (typeof document !== 'undefined') document.getElementById(PRERENDER_DATA_ID)?.remove();
}
