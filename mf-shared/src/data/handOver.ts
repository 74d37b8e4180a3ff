import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element in which the server hands a pre-rendered page's query cache to the browser. */
export const PRERENDER_DATA_ID = 'pp-data';

/**
 * Puts the reads a pre-rendered page was rendered from (the server's dehydrated query cache) into
 * `client`, once, before the app's first render: the app then renders the same page without asking
 * the API again. Their freshness counts from now, not from the server's clock.
 */
export function hydrateHandedOver(client: QueryClient): void {
  const element = typeof document !== 'undefined' ? document.getElementById(PRERENDER_DATA_ID) : null;
  if (!element) return;
  element.remove();
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent || '') as DehydratedState;
  } catch {
    return; // nothing usable: the app reads what it needs
  }
  const now = Date.now();
  hydrate(client, {
    mutations: [],
    queries: (state.queries ?? []).map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}
