import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { queryClient } from 'mf-shared';

/** A query client of its own for one test, set like the app's but without retries or a cache kept from another test. */
export function testQueryClient(): QueryClient {
  const app = queryClient.getDefaultOptions();
  return new QueryClient({
    defaultOptions: { queries: { ...app.queries, retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders `ui` with a fresh query client (as the shell's ServerDataProvider gives the real app). */
export function renderWithServerData(ui: ReactElement, options?: RenderOptions) {
  const client = testQueryClient();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  return { ...result, client };
}
