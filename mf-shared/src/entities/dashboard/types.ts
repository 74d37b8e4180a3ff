import type { ApiData } from '../../contract';
import type { SavedSearchQuery } from '../../validation/savedSearch';

type Answer = ApiData<'/dashboard'>;

/**
 * GET /dashboard: the journalist's figures (issue 13). Each key names a `/dashboard/{name}` panel.
 * The route schema leaves a saved search's `query` an open object; it is the SavedSearchQuery the
 * API checked on save.
 */
export type JournalistDashboard = Omit<Answer, 'saved_searches'> & {
  saved_searches: (Omit<Answer['saved_searches'][number], 'query'> & { query: SavedSearchQuery })[];
};

/** The dashboard's panels, each at `/dashboard/{name}`. */
export const DASHBOARD_PANELS = [
  'interviews',
  'upcoming',
  'questions',
  'contacts',
  'saved-searches',
  'response-time',
] as const;
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];
