import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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

/** The API's answer of one page holding `rows`, all there are (any list: guests, contacts, interviews). */
export const pageOf = <T,>(rows: T[]) => ({
  data: { data: rows, meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 } },
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/**
 * The pages at their routes (any other address shows "Elsewhere"), opened at `url` with a fresh
 * query client; `where()` is the address the app went to since (also shown as test id `where`).
 */
export function renderAt(url: string, pages: Record<string, ReactElement>) {
  const result = renderWithServerData(
    // Without motion, form messages show at once (jsdom ends no CSS transition).
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(pages).map(([path, page]) => (
            <Route key={path} path={path} element={page} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { ...result, where: () => screen.getByTestId('where').textContent };
}
