import type { AppRoute } from '../src/routing/appRoute';

/** The seam's contract, checked by each remote's own test of the list it exposes. */
export async function expectValidRouteList(routes: AppRoute[]) {
  expect(routes.length).toBeGreaterThan(0);
  const paths = routes.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const route of routes) {
    expect(route.path).toMatch(/^\//);
    expect(['public', 'dashboard', 'bare']).toContain(route.layout);
    expect(route.title.length).toBeGreaterThan(0);
    if (route.layout === 'dashboard') expect(route.access.kind).toBe('signed-in');
    const page = await route.load();
    expect(typeof page.default).toBe('function');
  }
}
