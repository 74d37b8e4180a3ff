import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

const cache = new WeakMap<PageLoader, { attempt: number; page: LazyExoticComponent<ComponentType> }>();

/**
 * The lazy component for a route's page, made once per loader and attempt (cached, so it is
 * stable across renders). React keeps a failed lazy import failed forever, so a retry asks for
 * the next attempt and gets a fresh one.
 */
function lazyPage(load: PageLoader, attempt: number): LazyExoticComponent<ComponentType> {
  const cached = cache.get(load);
  if (cached && cached.attempt === attempt) return cached.page;
  const page = lazy(load);
  cache.set(load, { attempt, page });
  return page;
}

/** Renders a route's lazily loaded page; put it inside a Suspense boundary. */
export function LazyPage({ load, attempt = 0 }: { load: PageLoader; attempt?: number }) {
  return createElement(lazyPage(load, attempt));
}
