import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import type { SavedSearch, SavedSearchQuery } from 'mf-shared/types/saved-search';
import { directoryPath } from './directoryQuery';

// A journalist's saved directory searches (issue 13): the directory saves one, the dashboard lists,
// pauses and deletes them. Components use these hooks, never the API client.

/** Query keys of saved searches; invalidating `all` refreshes every view of them. */
export const savedSearchKeys = {
  all: ['saved-search'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
};

/** The dashboard's figures count saved searches and their new matches: a change refreshes them too. */
const DASHBOARD_KEY = ['dashboard'] as const;

export interface SavedSearchWritten {
  data: SavedSearch;
  message?: string;
}

/** GET /saved-searches: newest first, at most 50. `enabled: false` reads nothing. */
export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: savedSearchKeys.list(),
    queryFn: async ({ signal }) => (await api.get<{ data: SavedSearch[] }>('/saved-searches', { signal })).data.data,
  });
}

/** A write that refreshes the saved searches and the dashboard once it succeeds. */
function useSavedSearchWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: savedSearchKeys.all }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}

/** POST /saved-searches: the current directory search (without page and per_page) under a name. */
export function useSaveSearch() {
  return useSavedSearchWrite(
    async (input: { name: string; query: SavedSearchQuery }) =>
      (await api.post<SavedSearchWritten>('/saved-searches', input)).data,
  );
}

/** PATCH /saved-searches/{id}: rename, pause or resume the alert. */
export function useChangeSavedSearch() {
  return useSavedSearchWrite(
    async ({ id, ...change }: { id: number; name?: string; is_paused?: boolean }) =>
      (await api.patch<SavedSearchWritten>(`/saved-searches/${id}`, change)).data,
  );
}

/** DELETE /saved-searches/{id}. */
export function useDeleteSavedSearch() {
  return useSavedSearchWrite(
    async (id: number) => (await api.delete<{ message: string }>(`/saved-searches/${id}`)).data,
  );
}

/** The `/directory?...` address that runs a saved search again. */
export const savedSearchPath = (search: Pick<SavedSearch, 'query'>): string => directoryPath(search.query);
