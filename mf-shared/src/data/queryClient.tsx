import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { hydrateHandedOver } from './handOver';

/**
 * The one server-data client of the page. mf-shared is a federation singleton, so every app that
 * imports this gets the same cache: a write in a remote invalidates what the shell shows (the
 * countdown after an interview is accepted, the bell after a notification is read).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already toasts failures; one quiet retry covers a dropped connection.
      retry: (failures, error: unknown) => failures < 1 && !hasClientErrorStatus(error),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

function hasClientErrorStatus(error: unknown): boolean {
  const status = (error as { response?: { status?: number } })?.response?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Wraps an app (the shell, or a remote running alone) in the shared client. On a page pre-rendered
 * by the server, the reads it was rendered from go into the client before anything renders.
 */
export function ServerDataProvider({ children }: { children: ReactNode }) {
  useState(() => hydrateHandedOver(queryClient));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
