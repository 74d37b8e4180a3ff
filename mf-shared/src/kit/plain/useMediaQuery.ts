import { useSyncExternalStore } from 'react';

const listOf = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/**
 * Whether the media query matches now, and on every change (antd's Grid.useBreakpoint without
 * antd). Where the browser cannot tell (tests, the server), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = listOf(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => listOf(query)?.matches ?? fallback,
    () => fallback,
  );
}
