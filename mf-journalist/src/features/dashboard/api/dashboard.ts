import { useQuery } from '@tanstack/react-query';
import { api } from 'mf-shared';
import type { ContactItem } from 'mf-shared/types/contact';
import type { JournalistDashboard } from 'mf-shared/types/dashboard';

/** The dashboard's figures; saved-search writes invalidate `['dashboard']` too. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** Cached under the contacts' name, so a change to contacts refreshes the panel's list. */
const LATEST_CONTACTS = { per_page: 10 } as const;
export const latestContactsKey = ['contact', 'list', LATEST_CONTACTS] as const;

/** GET /dashboard: the journalist's figures. `enabled: false` (nobody signed in) reads nothing. */
export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: async ({ signal }) => (await api.get<{ data: JournalistDashboard }>('/dashboard', { signal })).data.data,
    enabled,
  });
}

/** GET /contacts?per_page=10: the contacts saved or made most recently. */
export function useLatestContacts() {
  return useQuery({
    queryKey: latestContactsKey,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ContactItem[]; meta: { total: number } }>('/contacts', {
          params: LATEST_CONTACTS,
          signal,
        })
      ).data,
  });
}
