import { useQuery } from '@tanstack/react-query';
import { api } from 'mf-shared';
import type { JournalistDashboard } from 'mf-shared/types/dashboard';

/** The dashboard's figures; saved-search writes invalidate `['dashboard']` too. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** GET /dashboard: the journalist's figures. `enabled: false` (nobody signed in) reads nothing. */
export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: async ({ signal }) => (await api.get<{ data: JournalistDashboard }>('/dashboard', { signal })).data.data,
    enabled,
    // Figures drawn from interviews, questions and contacts, whose writes do not name this key:
    // read again on every visit rather than kept the client's 30 s.
    staleTime: 0,
  });
}
